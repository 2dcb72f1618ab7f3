import { defineBlock, f } from '@/kit/fields';

// A legal document (the privacy policy, the terms of service): the page heading with the document's two dates, a
// table of contents, numbered sections of paragraphs and lists, and the contact address at the end.
export const legalBlock = defineBlock({
  type: 'legal',
  label: 'Legal document',
  level: 1,
  fields: {
    eyebrow: f.text({ label: 'Eyebrow', max: 40 }),
    heading: f.text({ label: 'Heading', required: true, max: 120 }),
    intro: f.textarea({ label: 'Introduction', required: true, max: 300, rows: 2 }),
    effectiveDate: f.date({ label: 'Effective date', required: true, width: 'half' }),
    lastUpdated: f.date({ label: 'Last updated', required: true, width: 'half', help: 'Change it with the text.' }),
    sections: f.list({
      label: 'Sections',
      min: 1,
      max: 40,
      of: f.group({
        label: 'Section',
        fields: {
          title: f.text({ label: 'Title', required: true, max: 120 }),
          paragraphs: f.list({
            label: 'Paragraphs',
            min: 1,
            max: 20,
            of: f.textarea({ label: 'Paragraph', required: true, max: 2000, help: 'Write {contactRetentionMonths}, {applicationRetentionMonths} or {analyticsRetentionDays} for how long the site keeps contact requests, job applications and single page views: it shows the number the site is set to.' }),
          }),
          list: f.list({ label: 'List', max: 30, of: f.text({ label: 'Item', required: true, max: 500 }) }),
        },
      }),
    }),
  },
});
