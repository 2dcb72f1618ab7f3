import { describe, expect, it } from 'vitest';
import { kindCopy } from '@/content/admin-kinds';
import { testimonials } from '@/kinds/testimonials/definition';

describe('the staff copy a kind derives from its labels', () => {
  it('is the product spec’s copy of the testimonials screen', () => {
    const copy = kindCopy(testimonials.labels, testimonials.fields);
    expect(copy).toMatchObject({
      title: 'Testimonials',
      intro: 'Active testimonials show on the home page.',
      errorTitle: 'Error Loading Testimonials',
      errorBody: 'There was a problem loading the testimonials. Please refresh the page or try again later.',
      emptyTitle: 'No Testimonials Yet',
      emptyBody: 'Add the first testimonial to show it on the home page.',
      addDialogTitle: 'Add New Testimonial',
      editDialogTitle: 'Edit Testimonial',
      dialogDescription: 'Name, position, company and testimonial are required.',
      pagination: 'Pages of testimonials',
      listName: 'testimonials',
    });
    expect([copy.summary(1), copy.summary(7)]).toEqual(['1 testimonial', '7 testimonials']);
    expect(copy.imageAlt('Ada Park')).toBe('Photo of Ada Park');
    expect(copy.remove('Ada Park')).toBe('Delete Ada Park');
  });

  it('names one required field as such, and none as nothing', () => {
    const one = kindCopy(testimonials.labels, { name: testimonials.fields.name, metric: testimonials.fields.metric });
    expect(one.dialogDescription).toBe('Name is required.');
    expect(kindCopy(testimonials.labels, { metric: testimonials.fields.metric }).dialogDescription).toBe('');
  });
});
