import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStamp } from '../../scripts/build-stamp.mjs';

describe('buildStamp', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('changes with the framework layer switch, which the build steps read, and refuses a value that is not on or off', () => {
    vi.stubEnv('FRAMEWORK_LAYER', '');
    const unset = buildStamp(os.tmpdir());
    vi.stubEnv('FRAMEWORK_LAYER', 'on');
    expect(buildStamp(os.tmpdir()), 'on is the default').toBe(unset);
    vi.stubEnv('FRAMEWORK_LAYER', 'off');
    expect(buildStamp(os.tmpdir())).not.toBe(unset);
    vi.stubEnv('FRAMEWORK_LAYER', 'false');
    expect(() => buildStamp(os.tmpdir())).toThrow('FRAMEWORK_LAYER must be "on" or "off" (it is "false")');
  });

  it('changes with the sources and with the build steps next.config.ts runs, not with other scripts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('src/app/page.tsx', 'a');
      write('scripts/lib/module-warm-up.mjs', 'a');
      write('scripts/lib/turbopack-chunks.mjs', 'a');
      write('scripts/bench/load.mjs', 'a');
      const first = buildStamp(root);
      write('scripts/bench/load.mjs', 'b');
      expect(buildStamp(root)).toBe(first);
      for (const file of ['src/app/page.tsx', 'scripts/lib/module-warm-up.mjs', 'scripts/lib/turbopack-chunks.mjs']) {
        const before = buildStamp(root);
        write(file, `${file} changed`);
        expect(buildStamp(root), file).not.toBe(before);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
