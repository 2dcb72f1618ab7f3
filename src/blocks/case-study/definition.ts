import { defineBlock, f } from '@/kit/fields';
import { bandFields } from '../band-fields';

// A client story: the challenge, what was done, and the results as figures beside it.
export const caseStudyBlock = defineBlock({
  type: 'caseStudy',
  label: 'Case study',
  level: 2,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 40, placeholder: 'Case study' }),
    title: f.text({ label: 'Title', required: true, max: 120 }),
    client: f.text({ label: 'Client', required: true, max: 120, help: 'Who, without naming them if they prefer.' }),
    challengeHeading: f.text({ label: 'Heading of the challenge', required: true, max: 60, width: 'half' }),
    approachHeading: f.text({ label: 'Heading of the approach', required: true, max: 60, width: 'half' }),
    challenge: f.textarea({ label: 'Challenge', required: true, max: 600, rows: 3 }),
    approach: f.textarea({ label: 'Approach', required: true, max: 600, rows: 3 }),
    results: f.list({
      label: 'Results',
      min: 1,
      max: 6,
      of: f.group({
        label: 'Result',
        fields: {
          value: f.text({ label: 'Figure', required: true, max: 12, width: 'half', placeholder: '47%' }),
          label: f.text({ label: 'Label', required: true, max: 80, width: 'half' }),
        },
      }),
    }),
    ...bandFields(true),
  },
});
