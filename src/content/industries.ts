import { Gavel as GavelNode, HeartPulse as HeartPulseNode, Landmark as LandmarkNode, Truck as TruckNode } from 'lucide';
import { icon, type LucideIcon } from '@/components/ui/icon';
import type { SiteIcon } from '@/kit/site-icons';

// Built from lucide's path data here, not imported from components/ui/icons.tsx: a client component that imports
// this copy would otherwise bring every icon into the page's JavaScript.
const Gavel = icon(GavelNode);
const HeartPulse = icon(HeartPulseNode);
const Landmark = icon(LandmarkNode);
const Truck = icon(TruckNode);

export type IndustryId = 'fintech' | 'healthcare' | 'legaltech' | 'logistics';
export type Solution = { icon: SiteIcon; title: string; description: string };
export type CaseStudy = { eyebrow: string; title: string; client: string; challenge: string; approach: string; results: { value: string; label: string }[] };
export type Industry = {
  id: IndustryId;
  icon: LucideIcon;
  title: string;
  headline: string;
  description: string;
  cta: string;
  image: string;
  solutions: Solution[];
  caseStudy: CaseStudy;
};

export const industriesSection = {
  eyebrow: 'Industry Solutions',
  heading: 'Deep Expertise Where the Stakes Are High',
  intro: 'Regulated, data-heavy industries are where good engineering shows. We bring the domain knowledge so you do not have to teach it.',
};

export const industryPageCopy = {
  solutionsHeading: 'Solutions',
  solutionsIntro: 'Each one starts from a measurable problem and ships as working software.',
  challenge: 'The challenge',
  approach: 'What we did',
  ctaHeading: 'Let’s talk about your numbers',
  ctaBody: 'Tell us where it hurts: we come back within 24 hours with a personalised audit and a first estimate of the outcome.',
  ctaButton: 'Talk to an Expert',
};

export const industries: Industry[] = [
  {
    id: 'fintech', icon: Landmark, title: 'Fintech', image: '/images/industries/fintech.svg',
    headline: 'Catch fraud sooner. Ship compliant features faster.',
    description: 'Real-time fraud detection, payments modernisation and regulatory reporting for banks, lenders and payment firms.',
    cta: 'Explore Fintech Solutions',
    solutions: [
      { icon: 'shield-check', title: 'Real-time fraud detection', description: 'Streaming models that score every transaction in milliseconds and explain each decision to your analysts.' },
      { icon: 'banknote', title: 'Payments modernisation', description: 'ISO 20022-ready payment flows, instant payments and resilient ledgers moved off legacy cores step by step.' },
      { icon: 'file-text', title: 'Regulatory reporting', description: 'DORA, PSD2 and AML reports generated from trusted data pipelines instead of spreadsheets.' },
      { icon: 'chart-line', title: 'Credit and risk analytics', description: 'Explainable scoring models with bias testing and model governance regulators accept.' },
    ],
    caseStudy: {
      eyebrow: 'Case study', title: 'Fraud losses down, false alarms down', client: 'A European digital lender, 2 million customers',
      challenge: 'Rule-based fraud checks flagged one in twelve payments for manual review, while new fraud patterns still slipped through.',
      approach: 'We replaced the rules with a streaming model and an analyst console that shows why each payment was flagged, rolled out in shadow mode first.',
      results: [{ value: '47%', label: 'lower fraud losses' }, { value: '68%', label: 'fewer false positives' }, { value: '120 ms', label: 'decision time per payment' }],
    },
  },
  {
    id: 'healthcare', icon: HeartPulse, title: 'Healthcare', image: '/images/industries/healthcare.svg',
    headline: 'Shorter waits, safer data, more time for patients.',
    description: 'Patient-flow optimisation, FHIR interoperability and compliance automation for hospitals, clinics and health-tech companies.',
    cta: 'Explore Healthcare Solutions',
    solutions: [
      { icon: 'calendar-clock', title: 'Patient-flow optimisation', description: 'Forecast demand by hour and department, then schedule staff and rooms to match it.' },
      { icon: 'workflow', title: 'FHIR interoperability', description: 'Connect EHR, lab and imaging systems with HL7 FHIR so records follow the patient.' },
      { icon: 'activity', title: 'Clinical decision support', description: 'Triage and early-warning models validated with your clinicians, always with human override.' },
      { icon: 'badge-check', title: 'Compliance automation', description: 'HIPAA and GDPR controls, consent records and audit trails produced by the platform itself.' },
    ],
    caseStudy: {
      eyebrow: 'Case study', title: 'A regional hospital network cuts waiting times', client: 'A hospital network with six outpatient clinics',
      challenge: 'Outpatient clinics ran on fixed schedules while demand swung by the hour; patients waited, staff overtime grew.',
      approach: 'We built a demand forecast and a scheduling assistant on top of the existing EHR through FHIR, with a live patient-flow board in every clinic.',
      results: [{ value: '42%', label: 'wait time reduction' }, { value: '1,000+', label: 'patients per day served' }, { value: '60%', label: 'compliance time reduction' }],
    },
  },
  {
    id: 'legaltech', icon: Gavel, title: 'LegalTech', image: '/images/industries/legaltech.svg',
    headline: 'Turn millions of documents into the three that matter.',
    description: 'AI-assisted e-discovery, contract intelligence and compliance workflows for law firms and corporate legal teams.',
    cta: 'Explore LegalTech Solutions',
    solutions: [
      { icon: 'file-search', title: 'AI-assisted e-discovery', description: 'Rank millions of documents by relevance and privilege, with citations reviewers can verify.' },
      { icon: 'file-text', title: 'Contract intelligence', description: 'Extract clauses, compare them with your playbook and flag risk before signature.' },
      { icon: 'workflow', title: 'Compliance workflows', description: 'Policies, attestations and regulatory change tracked in one auditable flow.' },
      { icon: 'shield-check', title: 'Secure matter workspaces', description: 'Client data separated by matter, with access control and a full audit trail.' },
    ],
    caseStudy: {
      eyebrow: 'Case study', title: 'Compliance reviews in days, not weeks', client: 'A corporate legal department in financial services',
      challenge: 'Every quarter, lawyers checked hundreds of contracts by hand against new regulatory requirements.',
      approach: 'We built clause extraction and a playbook checker into their document system, with lawyers approving every suggested change.',
      results: [{ value: '60%', label: 'compliance time reduction' }, { value: '4×', label: 'more contracts reviewed per lawyer' }, { value: '100%', label: 'decisions with an audit trail' }],
    },
  },
  {
    id: 'logistics', icon: Truck, title: 'Logistics', image: '/images/industries/logistics.svg',
    headline: 'Fewer empty miles. Better ETAs. No surprises in the warehouse.',
    description: 'Route optimisation, real-time tracking and demand forecasting for carriers, 3PLs and supply-chain teams.',
    cta: 'Explore Logistics Solutions',
    solutions: [
      { icon: 'route', title: 'Route optimisation', description: 'Plan routes around time windows, capacity and live traffic, and re-plan when the day changes.' },
      { icon: 'package-search', title: 'Real-time tracking', description: 'One view of every shipment across carriers, with predicted ETAs customers can trust.' },
      { icon: 'chart-line', title: 'Demand forecasting', description: 'Forecast volumes by lane and warehouse weeks ahead, so capacity is booked before it is scarce.' },
      { icon: 'warehouse', title: 'Warehouse automation', description: 'Slotting, picking and labour planning driven by the forecast, not by habit.' },
    ],
    caseStudy: {
      eyebrow: 'Case study', title: 'A 3PL moves its planning to the cloud', client: 'A third-party logistics provider with 400 vehicles',
      challenge: 'Planners built routes overnight in spreadsheets; any change in the morning meant late deliveries and empty return trips.',
      approach: 'We moved planning to a cloud optimisation service fed by live telematics, with planners approving and adjusting its proposals.',
      results: [{ value: '23%', label: 'fewer empty miles' }, { value: '31%', label: 'lower cloud and IT run cost' }, { value: '96%', label: 'on-time deliveries' }],
    },
  },
];
