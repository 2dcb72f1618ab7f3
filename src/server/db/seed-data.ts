import type { CategoryId, ResourceType } from '@/lib/categories';

// Seed copy for an empty database: data the staff then own and edit, not page copy.

export type SeedTestimonial = {
  name: string;
  position: string;
  company: string;
  testimonial: string;
  metric: string;
  metricTitle: string;
  avatar: string;
};

export const seedTestimonials: SeedTestimonial[] = [
  {
    name: 'Sarah Chen',
    position: 'Chief Technology Officer',
    company: 'Meridian Pay',
    testimonial:
      'Smart Tech rebuilt our fraud pipeline around real-time models without pausing a single payment. Within one quarter our analysts stopped drowning in false positives and started catching the patterns that matter.',
    metric: '62%',
    metricTitle: 'Fewer false positives',
    avatar: 'sarah-chen',
  },
  {
    name: 'James Okafor',
    position: 'Chief Medical Information Officer',
    company: 'Harborview Health Network',
    testimonial:
      'They understood HIPAA before they understood our org chart, which is exactly the right order. The scheduling assistant they delivered cut waiting times across all four of our outpatient sites.',
    metric: '42%',
    metricTitle: 'Shorter patient wait times',
    avatar: 'james-okafor',
  },
  {
    name: 'Elena Rodriguez',
    position: 'Managing Partner',
    company: 'Castell & Reyes LLP',
    testimonial:
      'Document review used to eat our associates alive. The discovery workflow Smart Tech built flags privilege and relevance with a clear audit trail, and our partners trust it because they can see why it decided.',
    metric: '60%',
    metricTitle: 'Less time on compliance reviews',
    avatar: 'elena-rodriguez',
  },
  {
    name: 'Marcus Lindqvist',
    position: 'VP of Operations',
    company: 'Nordline Logistics',
    testimonial:
      'We moved route planning and warehouse telemetry to the cloud in twelve weeks. The demand forecasts are now good enough that our dispatchers plan the week on Monday instead of firefighting every afternoon.',
    metric: '28%',
    metricTitle: 'Fewer late deliveries',
    avatar: 'marcus-lindqvist',
  },
  {
    name: 'Priya Raman',
    position: 'VP of Engineering',
    company: 'Cloudlane',
    testimonial:
      'The outcome-based contract meant they were paid when our bill went down, not for hours logged. Rightsizing, reserved capacity and a cleanup of forgotten environments paid for the engagement in two months.',
    metric: '37%',
    metricTitle: 'Cloud cost reduction',
    avatar: 'priya-raman',
  },
  {
    name: 'David Mensah',
    position: 'Head of Credit Risk',
    company: 'Atlas Lending',
    testimonial:
      'Our loan decisions went from days to minutes, and the model documentation satisfied our regulator on the first review. Security was part of every sprint, not a checklist at the end.',
    metric: '3x',
    metricTitle: 'Faster loan decisions',
    avatar: 'david-mensah',
  },
  {
    name: 'Hannah Weber',
    position: 'Chief Operating Officer',
    company: 'Brightpath Clinics',
    testimonial:
      'Intake, triage and follow-up now run on one platform our nurses actually like using. We serve more patients every day with the same team, and nobody had to learn a new system twice.',
    metric: '1,000+',
    metricTitle: 'Patients served per day',
    avatar: 'hannah-weber',
  },
];

export type SeedResource = {
  title: string;
  type: ResourceType;
  categories: CategoryId[];
  /** Days before the seed date: spreads publication over the last months. */
  daysAgo: number;
  description: string;
  content: string;
};

export { seedResources } from './seed-resources';
