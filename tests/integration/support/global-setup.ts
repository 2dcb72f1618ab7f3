// Vitest global setup of the integration project: one migrated and seeded template database per engine for the
// whole run, copied for each test by db.ts (docs/decisions/0017).
import type { TestProject } from 'vitest/node';
import { buildTemplates } from './templates';

export default async function setup(project: TestProject) {
  const { templates, teardown } = await buildTemplates();
  project.provide('smarttechTemplates', templates);
  return teardown;
}
