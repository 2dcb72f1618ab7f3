import { respond, staffRoute } from '@/server/http/route';
import { apiError } from '@/server/http/responses';
import { erasePersonalData, exportPersonalData } from '@/server/leads/privacy';

const emailOf = (request: Request) => new URL(request.url).searchParams.get('email');

/** Everything stored for `?email=`, as a JSON file to hand to the person who asked. */
export const GET = staffRoute(async ({ request }) => {
  const result = await exportPersonalData(emailOf(request));
  if (!result.ok) return apiError(result.status, result.code, result.message, result.fields);
  const file = `personal-data-${result.data.email.replace(/[^a-z0-9.@_-]/gi, '_')}.json`;
  return new Response(JSON.stringify({ data: result.data }, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}"`, 'Cache-Control': 'no-store' },
  });
});

/** Erases everything stored for `?email=`; answers `{ data: { email, erased } }`. */
export const DELETE = staffRoute(async ({ request }) => respond(await erasePersonalData(emailOf(request))));
