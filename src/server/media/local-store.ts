import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, makePrivateDirs, writePrivateFile } from '../files';
import type { MediaStore, StoreFolder } from './storage';

/**
 * Files under DATA_DIR/<folder>/<id>/ (`media` for the library; the CVs of applications have a folder of their own,
 * which no route serves): folders 0700, files 0600, like everything else the app keeps there.
 */
export function localStore(dataDir: string, folder: StoreFolder = 'media'): MediaStore {
  // Each folder by its literal name: a path built from a variable makes the build trace the whole project.
  const root = folder === 'media' ? path.join(dataDir, 'media') : path.join(dataDir, 'private-cv');
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, data) {
      ensurePrivateDir(dataDir);
      const file = fileOf(key);
      makePrivateDirs(path.dirname(file));
      // A retried upload of the same key (a new social crop at an old focal point) replaces the file.
      await fs.rm(file, { force: true });
      writePrivateFile(file, data);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        await fs.rm(fileOf(key), { force: true });
        folders.add(path.dirname(fileOf(key)));
      }
      // An image's folder goes with its last file.
      for (const folder of folders) await fs.rmdir(folder).catch(() => undefined);
    },
  };
}
