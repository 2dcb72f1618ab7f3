import { defineKind, kindTag } from '@/kit/define-kind';
import { f } from '@/kit/fields';

// The product spec's testimonials (POST/PATCH /api/admin/testimonials): the home page's carousel shows the active ones.
export const testimonials = defineKind({
  key: 'testimonials',
  labels: {
    singular: 'Testimonial',
    plural: 'Testimonials',
    intro: 'Active testimonials show on the home page.',
    empty: 'Add the first testimonial to show it on the home page.',
    dashboard: { description: 'Add, edit, activate or deactivate and delete client testimonials.', cta: 'Manage testimonials' },
    imageAlt: 'Photo of {title}',
  },
  icon: 'message-square-quote',
  // Every save a version and a revision: a save over someone else's is refused (412), not a silent overwrite.
  storage: { table: 'testimonials', history: true },
  fields: {
    name: f.text({ label: 'Name', placeholder: 'Jane Doe', required: true, max: 120 }),
    position: f.text({ label: 'Position', placeholder: 'CTO', required: true, max: 120, width: 'half' }),
    company: f.text({ label: 'Company', placeholder: 'Acme Health', required: true, max: 120, width: 'half' }),
    testimonial: f.textarea({ label: 'Testimonial', placeholder: 'What did the client say about the work?', required: true, max: 5000, rows: 4 }),
    metric: f.text({ label: 'Metric', placeholder: '37%', max: 120, width: 'half' }),
    metricTitle: f.text({ label: 'Metric title', placeholder: 'Cloud cost reduction', max: 120, width: 'half' }),
    imageUrl: f.image({ label: 'Image URL', placeholder: 'https://example.com/photo.jpg', help: 'Square 1:1, at least 256x256.', guide: 'testimonial' }),
    isActive: f.toggle({ label: 'Active', default: true }),
    isFeatured: f.toggle({ label: 'Featured on the home page', default: false, help: 'When the home page’s carousel shows the featured testimonials.' }),
  },
  card: {
    title: 'name',
    subtitle: ['position', 'company'],
    highlight: { value: 'metric', caption: 'metricTitle' },
    excerpt: 'testimonial',
    image: 'imageUrl',
    switch: { field: 'isActive', off: 'Inactive', turnOn: 'Activate', turnOff: 'Deactivate' },
    flag: { field: 'isFeatured', label: 'Featured' },
  },
  public: {
    visible: { isActive: true },
    tags: () => [kindTag('testimonials')],
    paths: () => ['/'],
    ownsPath: (path) => path === '/',
  },
});
