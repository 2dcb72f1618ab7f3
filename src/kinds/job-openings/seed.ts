import { seedOpenings } from '@/content/careers';
import { slugify } from '@/lib/slug';
import { CAREERS_PATH } from '@/lib/routes';
import { textParagraphsHtml } from '@/lib/text';

// The product spec's three openings, all Remote / Hybrid, in its order (a seed's documents are made in order). The
// office is left to the site's settings (the structured data names the settings' city).
export const jobOpeningSeed = () =>
  Object.fromEntries(
    seedOpenings.map((opening) => {
      const path = `${CAREERS_PATH}/${slugify(opening.title)}`;
      const values = { ...opening, path, workplace: 'remote-hybrid', office: null, salaryMin: null, salaryMax: null, salaryCurrency: 'EUR', salaryPeriod: 'YEAR', validThrough: null, description: textParagraphsHtml(opening.description), closed: false };
      return [path, values];
    }),
  );
