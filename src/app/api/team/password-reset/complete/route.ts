import { teamLinkRoute } from '@/server/team/public-calls';
import { completePasswordReset } from '@/server/team/password-reset';

export const runtime = 'nodejs';

/** `{ token, password }` from the reset page: 200 `{ data: { email } }`; the account's sessions have ended. */
export const POST = teamLinkRoute('reset-complete', completePasswordReset, 200);
