import { authorOf, respond, staffRoute } from '@/server/http/route';
import { restoreVersion } from '@/server/services/resource-history';

type Context = { params: Promise<{ id: string; versionId: string }> };

/** Makes the version current again, as a new version (so the restore can be undone too). */
export const POST = staffRoute<Context>(
  async ({ request, context, user }) => {
    const { id, versionId } = await context.params;
    return respond(await restoreVersion(id, versionId, { author: authorOf(user), ifMatch: request.headers.get('if-match') }));
  },
  { allow: 'content:write', body: 'none' },
);
