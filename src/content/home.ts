import { Bot as BotNode, BrainCircuit as BrainCircuitNode, Building2 as Building2Node, Gauge as GaugeNode, Handshake as HandshakeNode, Lock as LockNode, ShieldCheck as ShieldCheckNode, Target as TargetNode } from 'lucide';
import { icon, type LucideIcon } from '@/components/ui/icon';
import type { SiteIcon } from '@/kit/site-icons';

// Built from lucide's path data here, not imported from components/ui/icons.tsx: a client component that imports
// this copy would otherwise bring every icon into the page's JavaScript.
const Bot = icon(BotNode);
const BrainCircuit = icon(BrainCircuitNode);
const Building2 = icon(Building2Node);
const Gauge = icon(GaugeNode);
const Handshake = icon(HandshakeNode);
const Lock = icon(LockNode);
const ShieldCheck = icon(ShieldCheckNode);
const Target = icon(TargetNode);

export type IconCard = { icon: LucideIcon; title: string; description: string };

export const hero = {
  eyebrow: 'Smart Tech. Real Outcomes.',
  // `goal`: the click's name in the analytics (docs/decisions/0039); staff name or rename it in the page editor.
  primary: { text: 'Book a Free Tech Audit', href: '/contact#book-meeting', goal: 'Home hero: audit' },
  secondary: { text: 'Explore Our Services', href: '/services', goal: null },
  proof: [
    { value: '37%', label: 'average cloud cost reduction' },
    { value: '60%', label: 'faster delivery' },
    { value: '100+', label: 'enterprise clients' },
  ],
  // The two figures drawn into the hero illustration (decorative; the proof list above says the same in text).
  art: { cloudSpend: { label: 'Cloud spend', value: '−37%' }, leadTime: { label: 'Lead time', value: '60% faster' } },
};

export const valueCards: IconCard[] = [
  { icon: BrainCircuit, title: 'AI-First Not Just AI-Enabled', description: 'AI is designed into the product and the process from the first sprint, with evaluation and guardrails, not added as a feature at the end.' },
  { icon: Target, title: 'Outcome-Based Engagements', description: 'Billed by results, not hours. We agree the number we will move and put our fees behind it.' },
  { icon: ShieldCheck, title: 'Security-Embedded Delivery', description: 'Threat models, secure pipelines and compliance evidence in every sprint, so audits stop being a fire drill.' },
  { icon: Building2, title: 'Domain Expertise', description: 'Finance, Health, Legal, Logistics: engineers who already speak your regulator’s language.' },
];

export const valuesSection = { eyebrow: 'Why it works', heading: 'Four Commitments in Every Engagement' };

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  heading: 'What Our Clients Say',
  carouselLabel: 'Client testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause automatic rotation',
  play: 'Start automatic rotation',
  slide: (index: number, total: number) => `${index} of ${total}`,
  dot: (index: number) => `Show testimonial ${index}`,
  empty: 'Our clients’ stories will appear here soon.',
};

export const resultsSection = {
  eyebrow: 'Proof, not promises',
  heading: 'Real Results for Real Businesses',
  intro: 'Numbers our clients measured themselves, after the engagement ended.',
};

export const reasons: IconCard[] = [
  { icon: Target, title: 'Paid for outcomes', description: 'A real share of our fee depends on the result we agreed. Our incentives are yours.' },
  { icon: Bot, title: 'AI-native engineers', description: 'Our teams use AI in how they build, not just in what they build, so delivery is up to 60% faster.' },
  { icon: Lock, title: 'Secure by design', description: 'Security and compliance are part of the definition of done, from the first commit.' },
  { icon: Building2, title: 'Industry depth', description: 'Fintech, healthcare, legaltech and logistics specialists who have shipped under regulators before.' },
  { icon: Gauge, title: 'Senior, small teams', description: 'Senior engineers in small squads: fewer handovers, faster decisions, no learning on your budget.' },
  { icon: Handshake, title: 'Transparent by default', description: 'A weekly dashboard of the outcome, open code in your repositories, no lock-in.' },
];

export const whyChooseSection = {
  eyebrow: 'Why SmartTech',
  heading: 'Why Choose SmartTech',
  intro: 'Consultancies sell hours. We sell results, and we build them with the people and tools to get there faster.',
  cta: { text: 'Book Your Free Tech Audit', href: '/contact' },
};

export const insightsSection = {
  eyebrow: 'From our engineers',
  heading: 'Latest Insights',
  intro: 'What we learn in client work, written down for you.',
  filterLabel: 'Filter insights by category',
  readMore: 'Read more',
  viewAll: 'View All Resources',
  empty: 'No insights in this category yet. See every resource for more.',
};

export const contactArea = {
  eyebrow: 'Get started',
  heading: 'Start With a Free Tech Audit',
  intro: 'Pick a time that suits you, or send us your challenge: either way a senior engineer replies within 24 hours.',
  formHeading: 'Tell us about your challenge',
};

export const whyChooseUsPage = {
  // Seed of the page's figures (src/kinds/pages/seed.ts): icons by name.
  statsHeading: 'The numbers we are measured by',
  stats: [
    { icon: 'gauge', value: '37%', label: 'Cost Reduction', description: 'Average cloud and run-cost saving across our optimisation engagements.' },
    { icon: 'rocket', value: '60%', label: 'Faster Delivery', description: 'Shorter lead time from idea to production with AI-assisted engineering.' },
    { icon: 'users', value: '100+', label: 'Enterprise Clients', description: 'Banks, hospitals, law firms and carriers that trust us with critical systems.' },
  ] satisfies Array<{ icon: SiteIcon; value: string; label: string; description: string }>,
  compareHeading: 'A different kind of engagement',
  compareIntro: 'What changes when your consultancy is paid for results instead of time.',
  compare: [
    { topic: 'How you pay', usual: 'Hours and days, whatever the result', ours: 'Milestones and measured outcomes' },
    { topic: 'Who does the work', usual: 'Juniors learning on your project', ours: 'Senior engineers in small squads' },
    { topic: 'AI', usual: 'A slide in the proposal', ours: 'Built into how we deliver and what we ship' },
    { topic: 'Security', usual: 'A pen test before go-live', ours: 'Threat models and checks in every sprint' },
    { topic: 'Reporting', usual: 'Timesheets', ours: 'A weekly dashboard of your KPI' },
  ],
  compareColumns: { topic: 'Topic', usual: 'Typical consultancy', ours: 'SmartTech' },
};
