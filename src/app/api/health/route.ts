import { checkDatabase } from '@/server/repositories/health';
import { withApi } from '@/server/http/handler';
import { serviceUnavailable } from '@/server/http/responses';

export const dynamic = 'force-dynamic';

// A probe must answer even when the database hangs (an unreachable host never refuses).
const TIMEOUT_MS = 3000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), TIMEOUT_MS)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

export const GET = withApi(async () => {
  if (!(await withinTimeout(checkDatabase()))) return serviceUnavailable('The database is not answering.');
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
});
