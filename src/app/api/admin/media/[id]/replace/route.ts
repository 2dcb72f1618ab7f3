import { mediaUploadLimit } from '@/server/http/rate-limit';
import { respond, staffRoute, type IdContext } from '@/server/http/route';
import { replaceMediaFrom } from '@/server/services/media';

// A new file for an image in place (every use follows); read whole (10 MB at most) and processed here: sharp needs Node.
export const runtime = 'nodejs';

export const POST = staffRoute<IdContext>(async ({ context, body }) => respond(await replaceMediaFrom((await context.params).id, body as FormData)), { allow: 'content:write',
  body: 'multipart',
  limit: { name: 'media-upload', ...mediaUploadLimit },
});
