import { f } from '@/kit/fields';

// The fields every block drawn as a band of the page shares, written once (block-section.tsx draws them).

/** The band's id, for links to it (`/industries/fintech#solutions`): unique on its page. */
export const anchorField = f.anchor({ label: 'Anchor', help: 'Optional: a name for links to this part (#name), such as solutions.' });

/** A button's click counted as a goal in the analytics under this name (docs/decisions/0039); empty: not counted. */
export const goalField = f.text({ label: 'Analytics goal', max: 60, help: 'Optional: count clicks on this button as a goal in the analytics, under this name.' });

/** The anchor and the tinted background, which starts as the band had it on the page it came from. */
export const bandFields = (tinted: boolean) => ({
  tinted: f.toggle({ label: 'Tinted background', default: tinted }),
  anchor: anchorField,
});

/** The heading of a section: a few words above it, the h2, and an introduction under it. */
export const sectionHeadingFields = {
  eyebrow: f.text({ label: 'Eyebrow', max: 80 }),
  heading: f.text({ label: 'Heading', required: true, max: 120 }),
  intro: f.textarea({ label: 'Introduction', max: 300, rows: 2 }),
};
