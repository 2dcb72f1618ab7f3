import { defineKind, kindTag, type Kind } from '@/kit/define-kind';
import { sampleValue } from '@/kit/field-values';
import { f } from '@/kit/fields';

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

/**
 * A kind kept in the shared documents table, as every new kind is: its definition is all it takes (no migration).
 * The fields are not columns of anything.
 */
export const documentProbe = defineKind({
  key: 'probe-openings',
  labels: {
    singular: 'Probe opening',
    plural: 'Probe openings',
    intro: 'Only the kit contract tests know this kind.',
    empty: 'Add the first probe opening.',
    dashboard: { description: 'Openings only the tests know.', cta: 'Manage probe openings' },
  },
  card: { title: 'jobTitle', subtitle: ['location'], excerpt: 'summary', switch: { field: 'isOpen', off: 'Closed', turnOn: 'Open', turnOff: 'Close' } },
  icon: 'briefcase',
  storage: { documents: true },
  fields: {
    jobTitle: f.text({ label: 'Job title', required: true, max: 80 }),
    location: f.text({ label: 'Location', max: 80 }),
    summary: f.textarea({ label: 'Summary', required: true, max: 2000 }),
    photo: f.image({ label: 'Team photo', guide: 'resource' }),
    isOpen: f.toggle({ label: 'Open', default: true }),
  },
  public: {
    visible: { isOpen: true },
    tags: (doc) => [kindTag('probe-openings', doc.id)],
    paths: () => ['/careers'],
    ownsPath: (path) => path === '/careers',
  },
});

/** A document of the kind with a valid value in every field. */
export function sampleDocument(kind: Kind): Record<string, unknown> & { id: string } {
  const values = Object.fromEntries(Object.entries(kind.fields).map(([key, field]) => [key, sampleValue(field)]));
  const now = new Date(0).toISOString();
  return { ...kind.schemas.create.parse(values), id: '00000000-0000-4000-8000-000000000001', createdAt: now, updatedAt: now };
}

