import { respond, staffRoute } from '@/server/http/route';
import { versionOf } from '@/server/services/resource-history';

type Context = { params: Promise<{ id: string; versionId: string }> };

/** One version with everything it kept (`snapshot`), to compare with the current resource. */
export const GET = staffRoute<Context>(async ({ context }) => {
  const { id, versionId } = await context.params;
  return respond(await versionOf(id, versionId));
}, { allow: 'content:read' });
