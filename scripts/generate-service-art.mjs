// Writes the header art of the seven service pages (public/images/services/<page>.svg), in the style of the
// industries' art: the site's dark gradient, a faint grid, two glows, and the service's own icon drawn large in the
// brand gradient, with rings around it. Made here from lucide's path data: nothing is downloaded. Run it again after
// changing a service's icon: `node scripts/generate-service-art.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide';

const WIDTH = 1600;
const HEIGHT = 686;
const SERVICES = [
  ['cloud-smart', 'Cloud'],
  ['ai-first', 'Brain'],
  ['outcome-based', 'Target'],
  ['security-delivery', 'ShieldCheck'],
  ['healthcare', 'Stethoscope'],
  ['legaltech', 'Scale'],
  ['digital-marketing', 'Megaphone'],
];

/** A number from the page's name, so that each page's glows sit elsewhere and a run writes the same file again. */
function seeded(name) {
  let state = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const attributes = (values) =>
  Object.entries(values)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`)
    .join(' ');

function art(page, iconName) {
  const random = seeded(page);
  const glow1 = { x: (0.15 + random() * 0.3) * WIDTH, y: (0.15 + random() * 0.3) * HEIGHT };
  const glow2 = { x: (0.55 + random() * 0.3) * WIDTH, y: (0.5 + random() * 0.35) * HEIGHT };
  const iconNode = lucide[iconName];
  if (!iconNode) throw new Error(`lucide has no icon ${iconName}`);
  // The icon (a 24-unit grid) at 16×, centred on the right third; rings behind it, dots on the rings.
  const scale = 16;
  const centre = { x: WIDTH * 0.74, y: HEIGHT * 0.5 };
  const rings = [230, 300, 370].map((r, index) => `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="none" stroke="url(#ln)" stroke-opacity="${0.28 - index * 0.07}" stroke-width="2"${index === 1 ? ' stroke-dasharray="6 14"' : ''}/>`);
  const dots = Array.from({ length: 9 }, (_, index) => {
    const ring = [230, 300, 370][index % 3];
    const angle = random() * Math.PI * 2;
    return `<circle cx="${(centre.x + Math.cos(angle) * ring).toFixed(1)}" cy="${(centre.y + Math.sin(angle) * ring).toFixed(1)}" r="${(3 + random() * 4).toFixed(1)}" fill="${index % 2 ? '#3ddbc3' : '#8b9bff'}" fill-opacity=".8"/>`;
  });
  const shapes = iconNode.map(([tag, values]) => `<${tag} ${attributes(values)}/>`).join('');
  const icon = `<g transform="translate(${centre.x - 12 * scale} ${centre.y - 12 * scale}) scale(${scale})" fill="none" stroke="url(#ic)" stroke-width="1.25" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#141c33"/><stop offset="1" stop-color="#0a0e1a"/></linearGradient>',
    `<radialGradient id="g1" cx="${glow1.x.toFixed(1)}" cy="${glow1.y.toFixed(1)}" r="720" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#8b9bff" stop-opacity=".45"/><stop offset="1" stop-color="#8b9bff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="g2" cx="${glow2.x.toFixed(1)}" cy="${glow2.y.toFixed(1)}" r="640" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3ddbc3" stop-opacity=".35"/><stop offset="1" stop-color="#3ddbc3" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="ln" x1="0" x2="1"><stop offset="0" stop-color="#8b9bff"/><stop offset="1" stop-color="#3ddbc3"/></linearGradient>',
    '<linearGradient id="ic" x1="0" y1="0" x2="24" y2="24" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#8b9bff"/><stop offset="1" stop-color="#3ddbc3"/></linearGradient>',
    '<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g1)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g2)"/>`,
    ...rings,
    ...dots,
    icon,
    '</svg>',
  ].join('');
}

const folder = path.join(process.cwd(), 'public/images/services');
fs.mkdirSync(folder, { recursive: true });
for (const [page, iconName] of SERVICES) {
  const file = path.join(folder, `${page}.svg`);
  fs.writeFileSync(file, `${art(page, iconName)}\n`);
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}
