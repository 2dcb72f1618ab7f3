import { checkDatabase } from '@/server/repositories/health';
import { withApi } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

export const GET = withApi(async () => {
  const ok = await checkDatabase();
  return Response.json(ok ? { status: 'ok' } : { status: 'unavailable' }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
