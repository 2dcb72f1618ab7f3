import { defineKind, kindTag, type Kind } from '@/kit/define-kind';
import { f, sampleValue } from '@/kit/fields';

// For the kit's contract tests (unit and integration): a kind registered nowhere, and sample documents.

/** A kind only this test knows: what the kit derives for it must work without touching any other file. */
export const probe = defineKind({
  key: 'probe-notes',
  labels: {
    singular: 'Probe note',
    plural: 'Probe notes',
    intro: 'Only the kit contract test knows this kind.',
    empty: 'Add the first probe note.',
    dashboard: { description: 'Notes only the tests know.', cta: 'Manage probe notes' },
  },
  card: { title: 'name', subtitle: ['position'], excerpt: 'testimonial', switch: { field: 'isActive', off: 'Hidden', turnOn: 'Show', turnOff: 'Hide' } },
  icon: 'file-text',
  storage: { table: 'testimonials' },
  fields: {
    name: f.text({ label: 'Name', required: true, max: 40 }),
    position: f.text({ label: 'Position', required: true, max: 40 }),
    company: f.text({ label: 'Company', required: true, max: 40 }),
    testimonial: f.textarea({ label: 'Note', required: true, max: 400 }),
    isActive: f.toggle({ label: 'Shown', default: false }),
  },
  public: { tags: (doc) => [kindTag('probe-notes', doc.id)], paths: () => ['/probe'], ownsPath: (path) => path === '/probe' },
});

/** A document of the kind with a valid value in every field. */
export function sampleDocument(kind: Kind): Record<string, unknown> & { id: string } {
  const values = Object.fromEntries(Object.entries(kind.fields).map(([key, field]) => [key, sampleValue(field)]));
  const now = new Date(0).toISOString();
  return { ...kind.schemas.create.parse(values), id: '00000000-0000-4000-8000-000000000001', createdAt: now, updatedAt: now };
}

