import 'server-only';

type Hook = () => Promise<unknown> | unknown;

// On globalThis: the Node server (http-server/index.mjs) runs these after its in-flight requests have finished.
const holder = globalThis as typeof globalThis & { __smarttechShutdownHooks?: Hook[] };

/** Registers work for a graceful stop (stop listeners, close pools); hooks run one after another, in this order. */
export function onShutdown(hook: Hook): void {
  (holder.__smarttechShutdownHooks ??= []).push(hook);
}
