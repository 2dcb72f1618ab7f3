import { defineBlock, f } from '@/kit/fields';
import { anchorField } from '../band-fields';

// The top of an inner page: an eyebrow, the page's one h1, an introduction, and the page's 21:9 header art behind.
export const heroBlock = defineBlock({
  type: 'hero',
  label: 'Page heading',
  level: 1,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 80, help: 'A few words above the heading.' }),
    heading: f.text({ label: 'Heading', required: true, max: 120, help: 'The page’s main heading (h1).' }),
    intro: f.textarea({ label: 'Introduction', required: true, max: 300, rows: 2 }),
    highlights: f.list({ label: 'Highlights', of: f.text({ label: 'Highlight', required: true, max: 80 }), max: 6, help: 'Optional: a few short points, shown as badges under the introduction.' }),
    art: f.image({ label: 'Header art', guide: 'industry', help: 'Behind the heading, faded. 21:9, at least 1600×686.' }),
    anchor: anchorField,
  },
});
