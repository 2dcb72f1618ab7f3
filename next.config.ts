import path from 'node:path';
import type { NextConfig } from 'next';
import { isFrameworkLayerOn } from './http-server/framework-layer.mjs';
import { writeWarmUpLists } from './scripts/lib/module-warm-up.mjs';
import { resourceFilterRewrites } from './src/lib/resource-filter-views';

const nextConfig: NextConfig = {
  // A separate build folder lets parallel checkouts or CI steps build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next's own file-system cache, minus the 404s of made-up slugs, which would grow it without bound (docs/decisions/0032).
  cacheHandler: path.resolve('http-server/framework-cache.mjs'),
  reactStrictMode: true,
  // http-server/index.mjs compresses (Brotli and gzip) after it has set each page's Content-Security-Policy from the
  // plain HTML, and sets every security header (http-server/security-headers.mjs; docs/decisions/0014).
  compress: false,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; checking again here costs every build.
  typescript: { ignoreBuildErrors: true },
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  serverExternalPackages: ['libsql', 'pg', 'pino', 'pino-pretty', 'nodemailer'],
  // Before the file system: /resources itself is a page, and its filtered views are prerendered elsewhere.
  // Unmatched paths render src/app/global-not-found.tsx, so no page carries a root not-found boundary in its payload
  // (docs/decisions/0026).
  // Turbopack's build cache is written at the end of every build (24 s of a 82 s build on the CI machine) for the next
  // build of the same folder to reuse; a clean clone in CI never has a next one, so `.ci/run` turns it off.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
  // The runtime file lists what the framework's entry instantiates, for the loader to do a few milliseconds at a time
  // before it starts the framework (scripts/lib/module-warm-up.mjs, docs/decisions/0030). Before prerendering, which
  // never reads that file. Part of the framework layer: with FRAMEWORK_LAYER=off the chunks stay as Next wrote them
  // (http-server/framework-layer.mjs, docs/decisions/0033).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      if (!isFrameworkLayerOn()) return void process.stdout.write('   Framework layer off: browser chunks left as Next wrote them\n');
      const warmUp = writeWarmUpLists(distDir);
      // The end-to-end guard (performance-guards.spec.ts) fails on a build without it; the site works either way.
      if (!warmUp) return void process.stdout.write('   Module warm-up: skipped, no build-manifest.json with one runtime file\n');
      const counts = Object.entries(warmUp.lists).map(([entry, ids]) => `${ids.length} for entry ${entry}`);
      process.stdout.write(`   Module warm-up in ${warmUp.runtime}: ${counts.join(', ')}\n`);
    },
  },
  // Browsers and crawlers ask for /favicon.ico whatever a page names (Chromium does when the icon of a page rendered
  // per request, such as a preview, arrives after its load): the site's one icon is public/icon.svg.
  redirects: async () => [{ source: '/favicon.ico', destination: '/icon.svg', permanent: true }],
  rewrites: async () => ({ beforeFiles: resourceFilterRewrites('/resources'), afterFiles: [], fallback: [] }),
};

export default nextConfig;
