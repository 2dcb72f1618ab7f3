import { teamLinkRoute } from '@/server/team/public-calls';
import { completeSetup } from '@/server/team/first-run';

export const runtime = 'nodejs';

/** `{ token, email, name, password }` from the first run's page: 201 `{ data: { email } }`, the first admin. */
export const POST = teamLinkRoute('first-run', completeSetup, 201);
