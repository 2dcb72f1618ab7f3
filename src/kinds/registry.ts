import { changeSourceOf } from '@/kit/changes';
import type { Kind } from '@/kit/define-kind';
import { footer } from './footer/definition';
import { footerSeed } from './footer/seed';
import { jobOpenings } from './job-openings/definition';
import { jobOpeningSeed } from './job-openings/seed';
import { navigation } from './navigation/definition';
import { navigationSeed } from './navigation/seed';
import { pages } from './pages/definition';
import { pageSeed } from './pages/seed';
import { resources } from './resources/definition';
import { settings } from './settings/definition';
import { settingsSeed } from './settings/seed';
import { testimonials } from './testimonials/definition';

// Every kind of content on the kit, one line each (docs/decisions/0036). What the kit derives (the admin API, the
// change protocol between instances, the staff screens, …) reads these lists, so a kind cannot be left out of one.
export const kinds = [testimonials, resources, pages, navigation, footer, settings, jobOpenings] as const;

/** The first content of a kind kept in documents, by a key of its own: each written once per database (kit/server/seed.ts). */
export const kindSeeds: ReadonlyArray<readonly [Kind, () => Record<string, object>]> = [
  [pages, pageSeed],
  [navigation, navigationSeed],
  [footer, footerSeed],
  [settings, settingsSeed],
  [jobOpenings, jobOpeningSeed],
];

/** The kinds kept as documents (drafts, publication, history), by key: what a publication of several may name. */
export const documentKinds: ReadonlyMap<string, Kind> = new Map(kinds.filter((kind: Kind) => 'documents' in kind.storage).map((kind) => [kind.key, kind]));

/** Every kind whose writes expire public pages, as the change protocol between instances knows them. */
export const changeSources = kinds.map(changeSourceOf);

/** The kinds staff edit on a screen of their own (the nav, the dashboard, /admin/<kind>). */
export const staffKinds = kinds.filter((kind: Kind) => kind.editor !== 'none');

/** The views of those kinds with a screen of their own (/admin/<view>, a dashboard card): the industry pages. */
export const staffViews = staffKinds.flatMap((kind: Kind) => (kind.views ?? []).map((view) => ({ kind, view })));
