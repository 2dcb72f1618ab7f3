// Next calls register() once per server start, before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/startup');
  await startServer();
  // The published booking page, for the pages' policy (built by the Node server: server/site-settings.ts).
  if (process.env.NEXT_PHASE !== 'phase-production-build') await (await import('./server/site-settings')).shareSiteSettings().catch(() => undefined);
  // Other instances' writes reach this one's cache (docs/decisions/0012); PostgreSQL only, never in `next build`.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startRevalidationListener, stopRevalidationListener } = await import('./server/revalidation');
  await startRevalidationListener();
  // Scheduled publications reach this instance's cache on their own (docs/decisions/0015).
  const [{ startScheduleWatcher }, { requestLocalRevalidation }] = await Promise.all([import('./server/publishing/schedule-watcher'), import('./server/revalidation/loopback')]);
  const watcher = startScheduleWatcher({ apply: (change) => requestLocalRevalidation(change) });
  // A write made here is expired again 2 s later, for a regeneration that raced it (docs/decisions/0012).
  (await import('./server/revalidation/publish')).enableLocalSettle((change) => requestLocalRevalidation(change));
  // Queued notifications are delivered with retries, on every instance (docs/decisions/0019).
  const outbox = (await import('./server/outbox/worker')).startAppOutboxWorker();
  // Leads older than the privacy policy's promise are deleted daily (docs/decisions/0021).
  const retention = (await import('./server/privacy')).startRetentionJob();
  // Analytics events are answered by the Node server without the framework's routing (http-server/app-handlers.mjs).
  (await import('./server/analytics/collect-handler')).shareCollectHandler();
  // Closed hours of analytics events are summed for the reports (docs/decisions/0039).
  const rollups = (await import('./server/analytics/rollup')).startAnalyticsRollups();
  // Run by http-server/index.mjs on SIGTERM once in-flight requests are done: stop listening, then close the pools.
  const [{ onShutdown }, { closeDb }, { closeRateLimitStore }] = await Promise.all([
    import('./server/shutdown'),
    import('./server/db'),
    import('./server/http/rate-limit'),
  ]);
  onShutdown(stopRevalidationListener);
  onShutdown(async () => watcher.stop());
  onShutdown(async () => outbox.stop());
  onShutdown(async () => retention.stop());
  onShutdown(async () => rollups.stop());
  // Analytics events still queued are written before the database closes (docs/decisions/0039).
  onShutdown(async () => (await import('./server/analytics/queue')).stopEventWriting());
  onShutdown(closeRateLimitStore);
  onShutdown(closeDb);
}
