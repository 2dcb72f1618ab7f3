import { defineBlock, f } from '@/kit/fields';
import { CAREERS_PATH } from '@/lib/routes';
import { bandFields } from '../band-fields';

// The open positions of the careers page (src/kinds/job-openings): each one's type and location, description,
// responsibilities, requirements and a way to apply. The page holds it once.
export const jobOpeningsBlock = defineBlock({
  type: 'jobOpenings',
  label: 'Job openings',
  level: 2,
  onlyAt: CAREERS_PATH,
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', max: 300, rows: 2 }),
    responsibilities: f.text({ label: 'Responsibilities heading', required: true, max: 40, width: 'half' }),
    requirements: f.text({ label: 'Requirements heading', required: true, max: 40, width: 'half' }),
    apply: f.text({ label: 'Apply button', required: true, max: 40, help: 'It leads to the application form on the opening’s page; followed by the opening’s title for screen readers.' }),
    empty: f.textarea({ label: 'When no position is open', required: true, max: 300, rows: 2 }),
    // Each opening's own page (/careers/<slug>) takes its words from here too.
    back: f.text({ label: 'Link back to the list', required: true, max: 60, width: 'half', help: 'On each opening’s page.' }),
    closedHeading: f.text({ label: 'A closed opening’s heading', required: true, max: 120, width: 'half', help: 'On its page once it is closed or past its date.' }),
    closedBody: f.textarea({ label: 'A closed opening’s text', required: true, max: 300, rows: 2 }),
    ...bandFields(false),
  },
});
