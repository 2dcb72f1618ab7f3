import { careersPage as copy } from '@/content/careers';
import { CAREERS_PATH } from '@/lib/routes';
import { hero, page } from './seed-page';

/** The careers page: its heading with the perks, the open positions, the call for a resume and its general form. */
export function careersSeedPage() {
  const { closing, general } = copy;
  return page(CAREERS_PATH, [
    hero(CAREERS_PATH, copy.eyebrow, null, null, copy.perks),
    {
      type: 'jobOpenings',
      heading: copy.openingsHeading,
      intro: copy.openingsIntro,
      responsibilities: copy.responsibilities,
      requirements: copy.requirements,
      apply: copy.apply,
      empty: copy.empty,
      back: copy.back,
      closedHeading: copy.closedHeading,
      closedBody: copy.closedBody,
      tinted: false,
      anchor: null,
    },
    { type: 'cta', heading: closing.heading, body: closing.body, button: closing.button, href: closing.href, goal: null, anchor: null },
    { type: 'generalApplication', heading: general.heading, intro: general.intro },
  ]);
}
