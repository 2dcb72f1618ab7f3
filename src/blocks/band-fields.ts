import { f } from '@/kit/fields';

// The fields every block drawn as a band of the page shares, written once (block-section.tsx draws them).

/** The band's id, for links to it (`/industries/fintech#solutions`): unique on its page. */
export const anchorField = f.anchor({ label: 'Anchor', help: 'Optional: a name for links to this part (#name), such as solutions.' });

/** The anchor and the tinted background, which starts as the band had it on the page it came from. */
export const bandFields = (tinted: boolean) => ({
  tinted: f.toggle({ label: 'Tinted background', default: tinted }),
  anchor: anchorField,
});
