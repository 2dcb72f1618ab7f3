// The lead pipeline and the contact form's optional choices, shared by the form, the server and the staff screens
// (docs/decisions/0021). Plain data: it loads in visitors' browsers with the form.

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The earlier `handled` means the visitor was answered: it is `contacted` in the pipeline. */
export const LEGACY_STATUS_ALIASES: Record<string, LeadStatus> = { handled: 'contacted' };

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** The site promises an answer within 24 hours; a lead still `new` after that is overdue. */
export const RESPONSE_PROMISE_HOURS = 24;

export function isOverdue(lead: { status: string; createdAt: string }, now = new Date()): boolean {
  return lead.status === 'new' && now.getTime() - Date.parse(lead.createdAt) > RESPONSE_PROMISE_HOURS * 3_600_000;
}

/** The seven services, by the ids of src/content/services.ts, whose titles these are. */
export const SERVICE_CHOICES = [
  { id: 'cloud', title: 'Cloud-Smart Optimization' },
  { id: 'ai', title: 'AI-First Services' },
  { id: 'outcome', title: 'Outcome-Based Engagements' },
  { id: 'healthcare', title: 'Healthcare Solutions' },
  { id: 'legal', title: 'LegalTech Solutions' },
  { id: 'security', title: 'Security-Embedded Delivery' },
  { id: 'marketing', title: 'Digital Marketing & Social Media' },
] as const;

export const INDUSTRY_CHOICES = [
  { id: 'fintech', title: 'Fintech' },
  { id: 'healthcare', title: 'Healthcare' },
  { id: 'legaltech', title: 'LegalTech' },
  { id: 'logistics', title: 'Logistics' },
  { id: 'other', title: 'Another industry' },
] as const;

export const serviceTitle = (id: string | null) => SERVICE_CHOICES.find((choice) => choice.id === id)?.title ?? null;
export const industryTitle = (id: string | null) => INDUSTRY_CHOICES.find((choice) => choice.id === id)?.title ?? null;

/** The privacy policy's version a marketing consent refers to; change it with the policy's text. */
export const PRIVACY_TEXT_VERSION = '2026-11-27';
