import 'server-only';
import { AwsClient } from 'aws4fetch';
import type { MediaStore, StoreFolder } from './storage';

export type S3Settings = { bucket: string; endpoint?: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

/** S3 or any S3-compatible store (MinIO, R2, s3rver), signed with SigV4; keys live under `<folder>/` (`media/`). */
export function s3Store(settings: S3Settings, folder: StoreFolder = 'media'): MediaStore {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const urlOf = (key: string) => {
    const objectPath = `${folder}/${key.split('/').map(encodeURIComponent).join('/')}`;
    if (settings.forcePathStyle) return `${endpoint.origin}/${settings.bucket}/${objectPath}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${objectPath}`;
  };
  const fail = async (response: Response, what: string) => {
    const body = await response.text().catch(() => '');
    return new Error(`S3 ${what} answered ${response.status}: ${body.slice(0, 300)}`);
  };
  return {
    async put(key, data, contentType) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: new Uint8Array(data), headers: { 'Content-Type': contentType } });
      if (!response.ok) throw await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(keys) {
      for (const key of keys) {
        const response = await client.fetch(urlOf(key), { method: 'DELETE' });
        if (!response.ok && response.status !== 404) throw await fail(response, `DELETE ${key}`);
        await response.body?.cancel();
      }
    },
  };
}
