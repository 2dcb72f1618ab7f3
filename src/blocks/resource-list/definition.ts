import { defineBlock, f } from '@/kit/fields';
import { RESOURCES_PATH } from '@/lib/routes';

// The list of /resources: the filters, the cards and, past one page, the links to the others. It belongs to that page
// (its route draws each filtered view and page of it), which holds it once.
export const resourceListBlock = defineBlock({
  type: 'resourceList',
  label: 'Resources list',
  level: 2,
  scripts: true,
  onlyAt: RESOURCES_PATH,
  fields: {
    label: f.text({ label: 'Name of the list for screen readers', required: true, max: 60 }),
    readMore: f.text({ label: 'Card link label', required: true, max: 40, help: 'On every card, followed by the resource’s title for screen readers.' }),
    pageSize: f.choice({
      label: 'Resources per page',
      default: '12',
      options: [
        { value: '6', label: '6' },
        { value: '12', label: '12' },
        { value: '24', label: '24' },
        { value: '48', label: '48' },
      ],
      help: 'Up to this many, every card is on the page and the filters work in place; past it, the list comes in pages.',
    }),
  },
});
