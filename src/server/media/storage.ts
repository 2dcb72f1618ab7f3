import 'server-only';
import { env } from '../env';
import { localStore } from './local-store';
import { s3Store } from './s3-store';

/**
 * Where media files live. Keys are `<media id>/<file name>` (src/lib/media.ts names them); a key reaches a store
 * only after MEDIA_FILE_PATTERN matched it, so no key climbs out of its folder.
 */
export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the files; one already gone is no error. */
  remove(keys: string[]): Promise<void>;
}

/** The folders of the stores: the media library's, and the private one of the applications' CVs. */
export type StoreFolder = 'media' | 'private-cv';

const holder = globalThis as typeof globalThis & { __smarttechMediaStore?: { config: string; store: MediaStore } };

const usesS3 = () => {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env();
  return Boolean(S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY);
};

/** The store the settings name: the S3 bucket when S3_BUCKET is set, else the folder DATA_DIR/<folder>. */
function storeFor(folder: StoreFolder): MediaStore {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, DATA_DIR } = env();
  return usesS3()
    ? s3Store({ bucket: S3_BUCKET!, endpoint: S3_ENDPOINT, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID!, secretAccessKey: S3_SECRET_ACCESS_KEY!, forcePathStyle: S3_FORCE_PATH_STYLE }, folder)
    : localStore(DATA_DIR, folder);
}

/** S3 when S3_BUCKET is set, else the folder DATA_DIR/media; rebuilt when the settings change (tests). */
export function mediaStore(): MediaStore {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, DATA_DIR } = env();
  const config = JSON.stringify([S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, DATA_DIR]);
  if (holder.__smarttechMediaStore?.config !== config) holder.__smarttechMediaStore = { config, store: storeFor('media') };
  return holder.__smarttechMediaStore.store;
}

/**
 * Where the CVs of applications are kept (issue 22): `private-cv/` in the bucket (the media route reads `media/`
 * only, and the bucket itself is never public), else the folder DATA_DIR/private-cv, which no route serves. Staff
 * download a CV through an authorised route only.
 */
export const privateFileStore = (): MediaStore => storeFor('private-cv');
