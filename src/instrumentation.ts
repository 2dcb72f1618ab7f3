// Next calls register() once per server start, before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/startup');
  await startServer();
  // Other instances' writes reach this one's cache (docs/decisions/0012); PostgreSQL only, never in `next build`.
  if (process.env.NEXT_PHASE !== 'phase-production-build') await (await import('./server/revalidation')).startRevalidationListener();
}
