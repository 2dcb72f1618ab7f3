import { defineBlock, f } from '@/kit/fields';
import { CAREERS_PATH } from '@/lib/routes';

// A general application on the careers page ("Send Us Your Resume" leads here, #apply): the same form as an
// opening's, for no opening in particular. It has client code (the upload), so the careers route brings it.
export const generalApplicationBlock = defineBlock({
  type: 'generalApplication',
  label: 'General application form',
  level: 2,
  scripts: true,
  onlyAt: CAREERS_PATH,
  anchors: ['apply', 'applied', 'apply-failed'],
  fields: {
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', required: true, max: 300, rows: 2 }),
  },
});
