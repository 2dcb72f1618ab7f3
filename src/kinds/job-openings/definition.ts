import { defineKind, kindTag, type Refusal } from '@/kit/define-kind';
import { f } from '@/kit/fields';
import { formatDate } from '@/lib/dates';
import { CAREERS_PATH } from '@/lib/routes';
import { dayAfter, zonedMidnightToUtc } from '@/lib/site-time';
import { jobTypeLabels, pastLastDay, salaryCurrencies, salaryPeriods, workplaceLabels } from '@/content/careers';

// The open positions of the careers page (issue 22 builds each one's page and its applications on this kind). Staff
// write them on an editor page with drafts, schedule and history; a closed one, or one past its date, leaves the list.
const options = <const L extends Record<string, string>>(labels: L) => Object.entries(labels).map(([value, label]) => ({ value, label })) as Array<{ value: keyof L & string; label: string }>;
const JOB_TYPES = options(jobTypeLabels);
const WORKPLACES = options(workplaceLabels);
const CURRENCIES = options(salaryCurrencies);
const PERIODS = options(salaryPeriods).map(({ value, label }) => ({ value, label: `Per ${label.split(' ')[1]}` }));
// Up to a yearly 10 million, in whole units of the currency.
const SALARY_MAX = 10_000_000;

/** A range's upper end is not below its lower one. */
function salaryRange(opening: { salaryMin: number | null; salaryMax: number | null }): Refusal | null {
  return opening.salaryMin !== null && opening.salaryMax !== null && opening.salaryMax < opening.salaryMin ? { message: 'Salary to must be at least Salary from', field: 'salaryMax' } : null;
}

export const jobOpenings = defineKind({
  key: 'job-openings',
  labels: {
    singular: 'Job opening',
    plural: 'Job openings',
    intro: 'The open positions on the careers page, oldest first. A closed opening, or one past its date, leaves the page.',
    empty: 'Add an opening to show it on the careers page.',
    dashboard: { description: 'Post, edit and close the positions on the careers page.', cta: 'Manage job openings' },
  },
  icon: 'briefcase',
  editor: 'page',
  storage: { documents: true },
  // The hiring team posts and closes its openings; editors may too.
  access: { write: 'openings:write' },
  order: { field: 'createdAt', direction: 'asc' },
  fields: {
    title: f.text({ label: 'Title', required: true, max: 120, placeholder: 'DevOps Engineer' }),
    path: f.address({ label: 'Address', under: `${CAREERS_PATH}/`, placeholder: `${CAREERS_PATH}/devops-engineer`, help: 'Its own page, such as /careers/devops-engineer.' }),
    type: f.choice({ label: 'Type', options: JOB_TYPES, default: 'full-time', width: 'half' }),
    workplace: f.choice({ label: 'Location', options: WORKPLACES, default: 'remote-hybrid', width: 'half' }),
    office: f.text({ label: 'Office', max: 80, placeholder: 'Amsterdam', help: 'The city of the office, for hybrid and on-site roles.', width: 'half' }),
    validThrough: f.date({ label: 'Open until', help: 'The last day to apply; the opening leaves the careers page after it.', width: 'half' }),
    salaryMin: f.number({ label: 'Salary from', min: 1, max: SALARY_MAX, placeholder: '60000', width: 'half', help: 'Optional. Whole units; leave both empty to show no salary.' }),
    salaryMax: f.number({ label: 'Salary to', min: 1, max: SALARY_MAX, placeholder: '80000', width: 'half' }),
    salaryCurrency: f.choice({ label: 'Currency', options: CURRENCIES, default: 'EUR', width: 'half' }),
    salaryPeriod: f.choice({ label: 'Salary per', options: PERIODS, default: 'YEAR', width: 'half' }),
    description: f.richText({ label: 'Description', required: true, max: 5000, help: 'What the role is: a few sentences, with lists and links if they help.' }),
    responsibilities: f.list({ label: 'Responsibilities', of: f.text({ label: 'Responsibility', required: true, max: 200 }), min: 1, max: 12 }),
    requirements: f.list({ label: 'Requirements', of: f.text({ label: 'Requirement', required: true, max: 200 }), min: 1, max: 12 }),
    closed: f.toggle({ label: 'Closed: no longer taking applications', default: false }),
  },
  // The staff list says which openings no longer take applications.
  card: { title: 'title', subtitle: ['path'], flag: { field: 'closed', label: 'Closed' } },
  rules: {
    create: salaryRange,
    update: (_before, after) => salaryRange(after),
  },
  // The dialog asks for the title and address; the rest starts as placeholders to write over, and an opening is not
  // published while one is left (the careers page and its JobPosting data would show them).
  starter: {
    asks: ['title', 'path'],
    values: () => ({ description: '<p>What the role is about.</p>', responsibilities: ['A first responsibility'], requirements: ['A first requirement'] }),
    placeholders: ['description', 'responsibilities', 'requirements'],
  },
  // A last day already gone is taken (the opening is closed from the start), but said, in case the year is a typo.
  checks: (opening, { today }) =>
    opening.validThrough && !opening.closed && opening.validThrough < today ? [{ path: 'validThrough', level: 'warning', message: pastLastDay(formatDate(opening.validThrough)) }] : [],
  public: {
    visible: { closed: false },
    tags: (opening) => [kindTag('job-openings'), kindTag('job-openings', opening.id)],
    paths: (opening) => [CAREERS_PATH, opening.path],
    ownsPath: (path) => path === CAREERS_PATH || path.startsWith(`${CAREERS_PATH}/`),
    // Open through its last day in the site's zone: it leaves the list, and its page says it is closed, at midnight.
    changesAt: (opening, zone) => (opening.validThrough && !opening.closed ? new Date(zonedMidnightToUtc(dayAfter(opening.validThrough), zone)) : null),
  },
});
