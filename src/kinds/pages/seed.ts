import type { ctaBlock } from '@/blocks/cta/definition';
import type { legalBlock } from '@/blocks/legal/definition';
import { contactForm, contactPage } from '@/content/contact';
import { privacyPolicy, termsOfService, type LegalDocument } from '@/content/legal';
import { contactArea, hero as homeHero, insightsSection, reasons, resultsSection, testimonialsSection, valueCards, valuesSection, whyChooseSection, whyChooseUsPage } from '@/content/home';
import { industries, industriesSection, industryPageCopy, type Industry, type IndustryId } from '@/content/industries';
import { copyFor } from '@/content/pages';
import { serviceCtas, services, servicesSection, type Service } from '@/content/services';
import { site } from '@/content/site';
import type { BlockValue } from '@/kit/fields';
import type { SiteIcon } from '@/kit/site-icons';
import { CONTACT_PATH, RESOURCES_PATH } from '@/lib/routes';
import { resourcesPage } from '@/content/resources';
import { careersSeedPage } from './seed-careers';
import { hero, page, type SeedBlock as Block } from './seed-page';

// The pages a new site starts with: today's copy (src/content/), so every text the product spec quotes is there.
// Keyed by address: each page is written once per database (kit/server/seed.ts), so a page added here by an
// upgrade reaches existing sites, and a page staff deleted never comes back.

const serviceCta: BlockValue<typeof ctaBlock> = { type: 'cta', heading: serviceCtas.heading, body: serviceCtas.body, button: serviceCtas.button, href: '/contact', goal: 'Service page CTA', anchor: null };

function legalPage(path: string, document: LegalDocument) {
  const copy = copyFor(path);
  const block: BlockValue<typeof legalBlock> = {
    type: 'legal',
    eyebrow: site.eyebrows.legal,
    heading: copy.heading,
    intro: copy.intro,
    effectiveDate: document.effectiveDate,
    lastUpdated: document.lastUpdated,
    sections: document.sections.map((section) => ({ title: section.title, paragraphs: section.paragraphs, list: section.list ?? [] })),
  };
  return page(path, [block]);
}

const serviceIcons: Record<Service['id'], SiteIcon> = {
  cloud: 'cloud',
  ai: 'brain',
  outcome: 'target',
  healthcare: 'stethoscope',
  legal: 'scale',
  security: 'shield-check',
  marketing: 'megaphone',
};

/** A service page: what it is (with its proof figure), what the client gets, how an engagement runs. */
function servicePage(service: Service) {
  const { page: copy } = service;
  return page(service.href, [
    // The page's header art: public/images/services/<page>.svg (scripts/generate-service-art.mjs).
    hero(service.href, site.eyebrows.services, `/images${service.href}.svg`),
    { type: 'serviceSummary', heading: serviceCtas.whatItIs, paragraphs: copy.summary, features: [...service.features], icon: serviceIcons[service.id], value: copy.proof.value, label: copy.proof.label, tinted: false, anchor: null },
    { type: 'checklist', heading: serviceCtas.whatYouGet, items: copy.deliverables, tinted: true, anchor: null },
    { type: 'steps', heading: serviceCtas.howItRuns, steps: copy.steps, tinted: false, anchor: null },
    serviceCta,
  ]);
}

/** The seven service cards with their Learn more links and the closing tile, under a heading or (on /services) none. */
function servicesGrid(heading: { eyebrow: string | null; heading: string | null; intro: string | null; tinted: boolean }): Block {
  return {
    type: 'servicesGrid',
    ...heading,
    learnMore: servicesSection.learnMore,
    cards: services.map((service) => ({ icon: serviceIcons[service.id], title: service.title, description: service.description, features: [...service.features], href: service.href })),
    closing: { title: servicesSection.notSure.title, body: servicesSection.notSure.body, button: servicesSection.notSure.button, href: servicesSection.notSure.href },
    anchor: 'services',
  };
}

/** The services overview: its heading, every service's card, the call to action. */
function servicesOverview() {
  return page('/services', [hero('/services', site.eyebrows.services, null), servicesGrid({ eyebrow: null, heading: null, intro: null, tinted: false }), serviceCta]);
}

/** The contact page: its heading, the form beside the other ways to reach us, the booking block. */
function contact() {
  const { detailsHeading, officeLabel, emailLabel, promise, communityLabel, discord, slack } = contactPage;
  return page(CONTACT_PATH, [
    hero(CONTACT_PATH, contactPage.eyebrow, null),
    { type: 'contactForm', formHeading: contactForm.heading, details: { heading: detailsHeading, officeLabel, emailLabel, promise, communityLabel, discord, slack }, anchor: null },
  ]);
}

/** The resources page: its heading, then the list (its filters, cards and pages). */
function resources() {
  return page(RESOURCES_PATH, [
    hero(RESOURCES_PATH, resourcesPage.eyebrow, null),
    { type: 'resourceList', label: resourcesPage.listLabel, readMore: resourcesPage.readMore, pageSize: '12' },
  ]);
}

/** An industry page: hero (#top), the solutions (#solutions), a case study and the call to action. */
function industryPage(industry: Industry) {
  const path = `/industries/${industry.id}`;
  const copy = industryPageCopy;
  const { caseStudy } = industry;
  return page(path, [
    hero(path, `${industry.title} · ${industry.headline}`, industry.image, 'top'),
    { type: 'iconCards', eyebrow: null, heading: copy.solutionsHeading, intro: copy.solutionsIntro, cards: industry.solutions, columns: '2', action: { text: null, href: null }, tinted: false, anchor: 'solutions' },
    { type: 'caseStudy', eyebrow: caseStudy.eyebrow, title: caseStudy.title, client: caseStudy.client, challengeHeading: copy.challenge, challenge: caseStudy.challenge, approachHeading: copy.approach, approach: caseStudy.approach, results: caseStudy.results, tinted: true, anchor: null },
    { type: 'cta', heading: copy.ctaHeading, body: copy.ctaBody, button: copy.ctaButton, href: '/contact', goal: 'Industry page CTA', anchor: null },
  ]);
}

function whyChooseUs() {
  const copy = whyChooseUsPage;
  return page('/why-choose-us', [
    hero('/why-choose-us', whyChooseSection.eyebrow, null),
    { type: 'stats', heading: copy.statsHeading, stats: copy.stats, tinted: false, anchor: null },
    {
      type: 'comparison',
      heading: copy.compareHeading,
      intro: copy.compareIntro,
      topicColumn: copy.compareColumns.topic,
      usualColumn: copy.compareColumns.usual,
      oursColumn: copy.compareColumns.ours,
      rows: copy.compare,
      tinted: true,
      anchor: null,
    },
    { ...serviceCta, button: whyChooseSection.cta.text },
  ]);
}

const industryIcons: Record<IndustryId, SiteIcon> = { fintech: 'landmark', healthcare: 'heart-pulse', legaltech: 'gavel', logistics: 'truck' };
/** The home page's cards were drawn from lucide's components; as blocks they name the site's icons, in their order. */
const valueIcons: SiteIcon[] = ['brain-circuit', 'target', 'shield-check', 'building-2'];
const reasonIcons: SiteIcon[] = ['target', 'bot', 'lock', 'building-2', 'gauge', 'handshake'];

/** The home page, section by section, each anchored where links and tests find it (#services, #contact, …). */
function home() {
  const { heading, intro } = copyFor('/');
  const cards = (list: ReadonlyArray<{ title: string; description: string }>, icons: SiteIcon[]) => list.map((card, index) => ({ icon: icons[index]!, title: card.title, description: card.description }));
  return page('/', [
    { type: 'homeHero', eyebrow: homeHero.eyebrow, heading, intro, primary: { ...homeHero.primary }, secondary: { ...homeHero.secondary }, proof: homeHero.proof.map((item) => ({ ...item })) },
    { type: 'iconCards', eyebrow: valuesSection.eyebrow, heading: valuesSection.heading, intro: null, cards: cards(valueCards, valueIcons), columns: '4', action: { text: null, href: null }, tinted: false, anchor: 'values' },
    { type: 'testimonials', eyebrow: testimonialsSection.eyebrow, heading: testimonialsSection.heading, selection: 'latest', count: '12', tinted: false, anchor: 'testimonials' },
    { type: 'results', eyebrow: resultsSection.eyebrow, heading: resultsSection.heading, intro: resultsSection.intro, tinted: true, anchor: 'results' },
    servicesGrid({ eyebrow: servicesSection.eyebrow, heading: servicesSection.heading, intro: servicesSection.intro, tinted: true }),
    {
      type: 'industryCards',
      eyebrow: industriesSection.eyebrow,
      heading: industriesSection.heading,
      intro: industriesSection.intro,
      cards: industries.map((industry) => ({ icon: industryIcons[industry.id], title: industry.title, headline: industry.headline, description: industry.description, cta: industry.cta, href: `/industries/${industry.id}#top`, image: industry.image })),
      tinted: false,
      anchor: 'industries',
    },
    { type: 'iconCards', eyebrow: whyChooseSection.eyebrow, heading: whyChooseSection.heading, intro: whyChooseSection.intro, cards: cards(reasons, reasonIcons), columns: '3', action: { ...whyChooseSection.cta }, tinted: true, anchor: 'why' },
    { type: 'insights', eyebrow: insightsSection.eyebrow, heading: insightsSection.heading, intro: insightsSection.intro, readMore: insightsSection.readMore, viewAll: insightsSection.viewAll, tinted: false, anchor: 'insights' },
    { type: 'contact', eyebrow: contactArea.eyebrow, heading: contactArea.heading, intro: contactArea.intro, formHeading: contactArea.formHeading, anchor: 'contact' },
  ]);
}

/** Every seeded page by its address. */
export function pageSeed(): Record<string, object> {
  const pages = [
    home(),
    servicesOverview(),
    contact(),
    resources(),
    careersSeedPage(),
    legalPage('/privacy-policy', privacyPolicy),
    legalPage('/terms-of-service', termsOfService),
    ...services.map(servicePage),
    ...industries.map(industryPage),
    whyChooseUs(),
  ];
  return Object.fromEntries(pages.map((seeded) => [seeded.path, seeded]));
}
