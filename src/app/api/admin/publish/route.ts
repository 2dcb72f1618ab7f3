import { publishTogether } from '@/kit/server/document-batch';
import { documentKinds } from '@/kinds/registry';
import { writePermission } from '@/kit/define-kind';
import { can } from '@/lib/staff-roles';
import { authorOf, respond, staffRoute } from '@/server/http/route';

// POST /api/admin/publish `{ items: [{ kind, id }], publishAt? }`: several documents (a page and the navigation) made
// public in one transaction, or none; with a later `publishAt`, scheduled to go live together then
// (src/kit/server/document-batch.ts).
export const POST = staffRoute(async ({ body, user }) => respond(await publishTogether(documentKinds, body, authorOf(user), (kind) => can(user.role, writePermission(kind)))), { allow: 'content:write' });
