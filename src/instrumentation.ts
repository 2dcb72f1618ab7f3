// Next calls register() once per server start, before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}
