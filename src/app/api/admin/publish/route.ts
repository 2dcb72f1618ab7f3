import { publishTogether } from '@/kit/server/document-batch';
import { kinds } from '@/kinds/registry';
import { writePermission } from '@/kit/define-kind';
import { can } from '@/lib/staff-roles';
import { authorOf, respond, staffRoute } from '@/server/http/route';

// POST /api/admin/publish `{ items: [{ kind, id }] }`: several documents (a page and the navigation) made public in
// one transaction, or none (src/kit/server/document-batch.ts).
const documentKinds = new Map(kinds.filter((kind) => 'documents' in kind.storage).map((kind) => [kind.key, kind]));

export const POST = staffRoute(async ({ body, user }) => respond(await publishTogether(documentKinds, body, authorOf(user), (kind) => can(user.role, writePermission(kind)))), { allow: 'content:write' });
