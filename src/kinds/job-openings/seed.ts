import { jobOpenings } from '@/content/careers';
import { slugify } from '@/lib/slug';
import { CAREERS_PATH } from '@/lib/routes';
import { escapeXml } from '@/lib/xml';

// The product spec's three openings, all Remote / Hybrid, in its order (a seed's documents are made in order).
export const jobOpeningSeed = () =>
  Object.fromEntries(
    jobOpenings.map((opening) => {
      const path = `${CAREERS_PATH}/${slugify(opening.title)}`;
      const values = { ...opening, path, workplace: 'remote-hybrid', office: 'Amsterdam', validThrough: null, description: `<p>${escapeXml(opening.description)}</p>`, closed: false };
      return [path, values];
    }),
  );
