// Next calls register() once per server start, before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/startup');
  await startServer();
  // Other instances' writes reach this one's cache (docs/decisions/0012); PostgreSQL only, never in `next build`.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startRevalidationListener, stopRevalidationListener } = await import('./server/revalidation');
  await startRevalidationListener();
  // Run by server/index.mjs on SIGTERM once in-flight requests are done: stop listening, then close the pools.
  const [{ onShutdown }, { closeDb }, { closeRateLimitStore }] = await Promise.all([
    import('./server/shutdown'),
    import('./server/db'),
    import('./server/http/rate-limit'),
  ]);
  onShutdown(stopRevalidationListener);
  onShutdown(closeRateLimitStore);
  onShutdown(closeDb);
}
