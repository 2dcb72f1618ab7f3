// The framework's floor: a bare Next app (a layout and a page saying hello) built with the project's own Next, the
// reference the size budgets count from (bench:size) and the score Next itself gets here (bench:lighthouse with
// BENCH_FLOOR=1). It is built outside the project: inside it, Turbopack takes the project's folder as its root and
// compiles the project's own `src/instrumentation.ts` into the bare app. Its own config names the filesystem's root as
// Turbopack's, so the project's node_modules (linked) can be read from there. Served by `next start`: Next as shipped.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, log, onCleanup, ROOT, sleep } from '../drills/lib/common.mjs';

export const nextVersion = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
const nextBin = path.join(ROOT, 'node_modules/next/dist/bin/next');

/** Builds the bare app in a temporary folder (removed when the benchmark ends) and starts it; `url` answers its page. */
export async function startFloorApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-floor-'));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next-floor', private: true }));
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(path.parse(dir).root)} } };\n`);
  fs.writeFileSync(path.join(dir, 'app/layout.tsx'), 'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n');
  fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n');
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  log(`building a bare Next ${nextVersion} page (the framework's floor) …`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the bare page did not build:\n${(build.stdout + build.stderr).slice(-2000)}`);
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: { ...process.env, NEXT_DIST_DIR: '' }, stdio: 'ignore' });
  const stop = () => void server.kill();
  onCleanup(stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const answered = await fetch(url).then(async (answer) => (await answer.body?.cancel(), answer.ok), () => false);
    if (answered) return { url, stop };
    await sleep(200);
  }
  throw new Error('the bare page did not answer within 20 s of `next start`');
}
