/** Per-route metadata and headings: one entry per public route of the spec's route table. */
export type PageCopy = { path: string; title: string; description: string; heading: string; intro: string };

const entries: PageCopy[] = [
  { path: '/', title: 'AI-Native IT Consultancy', description: 'AI-native, secure by design, built for business impact. Book a free tech audit with SmartTech.', heading: 'AI-Native. Secure by Design. Built for Business Impact.', intro: 'From strategy to delivery, we engineer results — not just roadmaps.' },
  { path: '/services', title: 'Services', description: 'Cloud optimisation, AI-first engineering, outcome-based engagements, security-embedded delivery and digital marketing.', heading: 'Strategic Solutions', intro: 'Seven practices, one promise: every engagement is tied to an outcome you can measure.' },
  { path: '/services/cloud-smart', title: 'Cloud-Smart Optimization', description: 'Cut cloud spend by up to 37% with FinOps, right-sizing and architecture that scales on demand.', heading: 'Cloud-Smart Optimization', intro: 'Pay for the cloud you use, not the cloud you forgot about.' },
  { path: '/services/ai-first', title: 'AI-First Services', description: 'AI designed into your product and operations from day one: copilots, document intelligence, forecasting and MLOps.', heading: 'AI-First Services', intro: 'Not AI-enabled. AI-first: designed in from the first sprint.' },
  { path: '/services/outcome-based', title: 'Outcome-Based Engagements', description: 'Engagements billed by results, not hours: shared KPIs, milestone pricing and a partner with skin in the game.', heading: 'Outcome-Based Engagements', intro: 'We get paid when you get results. Billed by results, not hours.' },
  { path: '/services/security-delivery', title: 'Security-Embedded Delivery', description: 'Threat modelling, secure pipelines and compliance evidence built into every sprint.', heading: 'Security-Embedded Delivery', intro: 'Security in every commit, not a gate at the end.' },
  { path: '/services/healthcare', title: 'Healthcare Solutions', description: 'HIPAA- and GDPR-ready healthcare software: patient flow, interoperability and clinical AI.', heading: 'Healthcare Solutions', intro: 'Software that clinicians trust and auditors sign off.' },
  { path: '/services/legaltech', title: 'LegalTech Solutions', description: 'AI-assisted discovery, contract analysis and matter management for law firms and legal teams.', heading: 'LegalTech Solutions', intro: 'Less time in the document pile, more time on the case.' },
  { path: '/services/digital-marketing', title: 'Digital Marketing & Social Media', description: 'Data-driven demand generation, content and social media that report on pipeline, not likes.', heading: 'Digital Marketing & Social Media', intro: 'Marketing that answers to the same numbers as the rest of the business.' },
  { path: '/why-choose-us', title: 'Why Choose Us', description: 'Outcome-based, AI-native and secure by design: 37% cost reduction, 60% faster delivery, 100+ enterprise clients.', heading: 'Not Just Another IT Consultancy', intro: 'We measure ourselves by your results: cost saved, time won, risk removed.' },
  { path: '/resources', title: 'Resources', description: 'Articles, whitepapers and case studies on AI, cloud, security and industry technology.', heading: 'Resources', intro: 'Articles, whitepapers and case studies from our engagements.' },
  { path: '/contact', title: 'Contact Us', description: 'Book a free tech audit or send us your challenge. We reply with a personalized audit within 24 hours.', heading: "Let's Talk About Your Outcomes", intro: 'Book a free 30-minute tech audit, or tell us about your challenge and we will reply within 24 hours.' },
  { path: '/industries/fintech', title: 'Fintech Solutions', description: 'Fraud detection, payments modernisation and regulatory reporting for banks and fintechs.', heading: 'Fintech Solutions', intro: 'Move money faster, catch fraud sooner, and file reports without the scramble.' },
  { path: '/industries/healthcare', title: 'Healthcare Industry Solutions', description: 'Patient flow, interoperability and compliance automation for hospitals and health tech.', heading: 'Healthcare Industry Solutions', intro: 'Shorter waits, safer data, and more time for patients.' },
  { path: '/industries/legaltech', title: 'LegalTech Industry Solutions', description: 'E-discovery, contract intelligence and compliance tooling for legal teams.', heading: 'LegalTech Industry Solutions', intro: 'Turn millions of documents into the three that matter.' },
  { path: '/industries/logistics', title: 'Logistics Solutions', description: 'Route optimisation, real-time tracking and demand forecasting for logistics operators.', heading: 'Logistics Solutions', intro: 'Fewer empty miles, better ETAs, and a warehouse that sees demand coming.' },
  { path: '/careers', title: 'Careers', description: 'Join an AI-native consultancy: remote and hybrid roles in DevOps and digital marketing.', heading: 'Build Real Outcomes With Us', intro: 'Remote-friendly roles for people who like shipping things that matter.' },
  { path: '/privacy-policy', title: 'Privacy Policy', description: 'How SmartTech collects, uses and protects personal data, and your rights under the GDPR.', heading: 'Privacy Policy', intro: 'How we collect, use and protect your personal data.' },
  { path: '/terms-of-service', title: 'Terms of Service', description: 'The terms that govern the use of the SmartTech website and services.', heading: 'Terms of Service', intro: 'The terms that govern our website and services.' },
];

export const pageCopy: Record<string, PageCopy> = Object.fromEntries(entries.map((entry) => [entry.path, entry]));

export const publicPaths = entries.map((entry) => entry.path);

export function copyFor(path: string): PageCopy {
  const copy = pageCopy[path];
  if (!copy) throw new Error(`No page copy for ${path}`);
  return copy;
}
