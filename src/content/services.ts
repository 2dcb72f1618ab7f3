import { Brain as BrainNode, Cloud as CloudNode, Megaphone as MegaphoneNode, Scale as ScaleNode, ShieldCheck as ShieldCheckNode, Stethoscope as StethoscopeNode, Target as TargetNode } from 'lucide';
import { icon, type LucideIcon } from '@/components/ui/icon';

// Built from lucide's path data here, not imported from components/ui/icons.tsx: a client component that imports
// this copy would otherwise bring every icon into the page's JavaScript.
const Brain = icon(BrainNode);
const Cloud = icon(CloudNode);
const Megaphone = icon(MegaphoneNode);
const Scale = icon(ScaleNode);
const ShieldCheck = icon(ShieldCheckNode);
const Stethoscope = icon(StethoscopeNode);
const Target = icon(TargetNode);

export type ServiceStep = { title: string; description: string };
export type Service = {
  id: 'cloud' | 'ai' | 'outcome' | 'healthcare' | 'legal' | 'security' | 'marketing';
  icon: LucideIcon;
  title: string;
  description: string;
  features: [string, string, string];
  href: string;
  /** The service page: what it is, what the client gets, how an engagement runs. */
  page: { summary: string[]; deliverables: string[]; steps: ServiceStep[]; proof: { value: string; label: string } };
};

export const servicesSection = {
  eyebrow: 'What we do',
  heading: 'Services Built Around Outcomes',
  intro: 'Seven practices, one way of working: every engagement starts with the number we will move, and ends when it has moved.',
  learnMore: 'Learn more',
  notSure: { title: 'Not sure where to start?', body: 'Most clients begin with a free 30-minute audit. We find the quickest measurable win, whichever practice it sits in.', button: 'Book a Free Tech Audit', href: '/contact#book-meeting' },
};

export const serviceCtas = {
  heading: 'Ready to see what this could do for you?',
  body: 'A free 30-minute tech audit with a senior engineer: we look at your setup and tell you where the quickest measurable win is.',
  button: 'Book a Free Tech Audit',
  whatItIs: 'What it is',
  whatYouGet: 'What you get',
  howItRuns: 'How an engagement runs',
};

const discovery: ServiceStep = { title: 'Free tech audit', description: 'Thirty minutes with a senior engineer to size the opportunity and agree the one metric that matters.' };

export const services: Service[] = [
  {
    id: 'cloud', icon: Cloud, href: '/services/cloud-smart', title: 'Cloud-Smart Optimization',
    description: 'Cut cloud spend without cutting corners: FinOps, right-sizing and architecture that scales with demand.',
    features: ['FinOps cost visibility and budgets', 'Right-sizing and reserved capacity', 'Autoscaling, serverless-ready architecture'],
    page: {
      summary: ['Most cloud bills carry 25–40% of waste: idle environments, oversized instances, forgotten storage and data transfer nobody designed. We find it, remove it, and put guardrails in place so it does not grow back.', 'Our clients cut cloud costs by 37% on average, while their platforms get faster and easier to operate.'],
      deliverables: ['A cost map of every account, team and product, tagged and explained', 'A prioritised savings backlog with the euro value of each item', 'Right-sized workloads, commitments and storage tiers, applied in your pipelines', 'Budgets, anomaly alerts and a monthly FinOps review your finance team can read'],
      steps: [discovery, { title: 'Cost baseline (week 1–2)', description: 'We connect read-only to your billing data and map spend to owners.' }, { title: 'Quick wins (week 3–6)', description: 'Idle and oversized resources go first; savings show on the next invoice.' }, { title: 'Structural change (month 2–3)', description: 'Architecture, autoscaling and commitments, rolled out through your own CI/CD.' }],
      proof: { value: '37%', label: 'average cloud cost reduction' },
    },
  },
  {
    id: 'ai', icon: Brain, href: '/services/ai-first', title: 'AI-First Services',
    description: 'AI designed into your product and operations from the first sprint, not bolted on at the end.',
    features: ['Copilots and document intelligence', 'Forecasting and decision models', 'MLOps, evaluation and guardrails'],
    page: {
      summary: ['AI-first means we start from the decision or the task AI should improve, then design data, product and process around it. The result is software that gets better with use, not a demo that stalls in a pilot.', 'Every model we ship comes with evaluation sets, monitoring and human-in-the-loop controls, so you can trust it in production.'],
      deliverables: ['A use-case map ranked by value, feasibility and risk', 'A production model or copilot integrated into your existing tools', 'Evaluation datasets, dashboards and drift alerts', 'An AI governance pack: data lineage, model cards and an approval flow'],
      steps: [discovery, { title: 'Value sprint (2 weeks)', description: 'We prototype on your real data and measure the result against today’s process.' }, { title: 'Build (6–10 weeks)', description: 'The model, its interface and its pipeline go to production behind feature flags.' }, { title: 'Run and improve', description: 'Monitoring, retraining and a monthly review of the business metric.' }],
      proof: { value: '60%', label: 'faster delivery with AI-assisted engineering' },
    },
  },
  {
    id: 'outcome', icon: Target, href: '/services/outcome-based', title: 'Outcome-Based Engagements',
    description: 'Billed by results, not hours. We agree the outcome up front and put our fees behind it.',
    features: ['Shared KPIs agreed before we start', 'Milestone and success-based pricing', 'Transparent weekly progress reporting'],
    page: {
      summary: ['Hourly billing rewards the wrong thing. In an outcome-based engagement we agree the result first — a cost target, a delivery date, a conversion rate — and tie a meaningful part of our fee to reaching it.', 'You get a partner with skin in the game and a budget you can predict; we get the freedom to solve the problem the best way, not the slowest.'],
      deliverables: ['An outcome contract: baseline, target, measurement and fee schedule', 'A weekly dashboard of the KPI, not of hours spent', 'A delivery team sized to the outcome, adjusted at our cost', 'A closing report that shows the result against the baseline'],
      steps: [discovery, { title: 'Baseline', description: 'We measure today together so nobody argues about the starting point later.' }, { title: 'Outcome contract', description: 'Targets, milestones and pricing on one page, signed by both sides.' }, { title: 'Deliver and prove', description: 'Fees follow the milestones; the final one follows the measured result.' }],
      proof: { value: '100+', label: 'enterprise clients on outcome terms' },
    },
  },
  {
    id: 'healthcare', icon: Stethoscope, href: '/services/healthcare', title: 'Healthcare Solutions',
    description: 'Compliant, interoperable clinical software: patient flow, records integration and clinical AI.',
    features: ['HIPAA and GDPR by design', 'HL7 FHIR integrations', 'Patient-flow and scheduling optimisation'],
    page: {
      summary: ['Healthcare software has two customers: the clinician who uses it and the auditor who signs it off. We build for both, with privacy and traceability designed in from the data model up.', 'From waiting-room flow to FHIR integrations and triage assistants, we focus on the minutes given back to patients and staff.'],
      deliverables: ['A data-protection impact assessment and a compliance evidence trail', 'FHIR-based integrations with your EHR and lab systems', 'Patient-flow dashboards and scheduling optimisation', 'Clinical AI with documented validation and clinician override'],
      steps: [discovery, { title: 'Clinical discovery', description: 'We shadow the workflow and measure where time and data are lost.' }, { title: 'Compliant build', description: 'Privacy, consent and audit logging ship with the first release.' }, { title: 'Go-live and adoption', description: 'Training, support and a measured before/after on the agreed metric.' }],
      proof: { value: '42%', label: 'shorter patient wait times in our latest rollout' },
    },
  },
  {
    id: 'legal', icon: Scale, href: '/services/legaltech', title: 'LegalTech Solutions',
    description: 'AI-assisted discovery, contract analysis and matter management for law firms and legal teams.',
    features: ['E-discovery with AI review', 'Contract clause extraction and risk scoring', 'Compliance workflow automation'],
    page: {
      summary: ['Legal teams spend most of their time finding things: the clause, the email, the precedent. We build tools that find them in seconds, with citations a lawyer can check.', 'Privilege, confidentiality and chain of custody are treated as requirements, not afterthoughts.'],
      deliverables: ['AI-assisted review that ranks documents by relevance and privilege', 'Clause extraction and playbook checks for your contract templates', 'Matter dashboards that link documents, deadlines and billing', 'Access controls and audit trails fit for regulated work'],
      steps: [discovery, { title: 'Matter sample', description: 'We run the approach on a closed matter and compare it with the human review.' }, { title: 'Integration', description: 'Connect your DMS and e-mail archive with strict access control.' }, { title: 'Scale', description: 'Roll out by practice group with training and measured review time.' }],
      proof: { value: '60%', label: 'less time spent on compliance reviews' },
    },
  },
  {
    id: 'security', icon: ShieldCheck, href: '/services/security-delivery', title: 'Security-Embedded Delivery',
    description: 'Security in every sprint, not a gate at the end: threat modelling, secure pipelines and compliance evidence.',
    features: ['Threat modelling in every feature', 'Secure CI/CD and supply-chain checks', 'Continuous compliance evidence'],
    page: {
      summary: ['Security that arrives at the end of a project arrives too late and costs too much. We put it in the sprint: a threat model for each feature, automated checks in the pipeline, and evidence collected as you go.', 'The result is fewer findings in the pen test, faster audits and engineers who know why a control exists.'],
      deliverables: ['Threat models for your critical flows, kept next to the code', 'A hardened pipeline: dependency, secret and container scanning, signed builds', 'Controls mapped to ISO 27001, SOC 2 or NIS2 with evidence collected automatically', 'Secure-coding coaching for your own engineers'],
      steps: [discovery, { title: 'Risk review', description: 'We look at your architecture, pipeline and last findings to rank the real risks.' }, { title: 'Embed', description: 'Security work enters the backlog and the pipeline, sprint by sprint.' }, { title: 'Evidence', description: 'Audit-ready reports generated from the pipeline, not assembled by hand.' }],
      proof: { value: '0', label: 'critical pen-test findings on our last five releases' },
    },
  },
  {
    id: 'marketing', icon: Megaphone, href: '/services/digital-marketing', title: 'Digital Marketing & Social Media',
    description: 'Demand generation, content and social media that report on pipeline, not likes.',
    features: ['Data-driven campaign strategy', 'Content and social media management', 'Analytics tied to pipeline and revenue'],
    page: {
      summary: ['B2B marketing works when it answers to the same numbers as sales. We plan campaigns from your pipeline targets backwards and measure every channel by the qualified conversations it creates.', 'Content is written with your engineers and customers, so it sounds like people who know the work.'],
      deliverables: ['A channel plan tied to pipeline and cost-per-opportunity targets', 'Content calendars, articles, case studies and social posts', 'Tracking and attribution set up privacy-first', 'A monthly report of pipeline created, not impressions'],
      steps: [discovery, { title: 'Audience and offer', description: 'Who buys, why, and what proof they need: agreed in week one.' }, { title: 'Launch', description: 'Campaigns, content and tracking go live in the first month.' }, { title: 'Optimise', description: 'Budget moves each month to the channels that create pipeline.' }],
      proof: { value: '3×', label: 'more qualified leads for a SaaS client in six months' },
    },
  },
];
