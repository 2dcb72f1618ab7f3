'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/query-client';
import { signInUrl } from '@/lib/routes';

const REDIRECT_KEY = 'admin-401-redirect-at';
const REDIRECT_GRACE_MS = 10_000;

// The login page sends a signed-in visitor back; if the API still says 401, stop there instead of looping.
function sendToLogin() {
  try {
    const last = Number(window.sessionStorage.getItem(REDIRECT_KEY) ?? 0);
    if (Date.now() - last < REDIRECT_GRACE_MS) return;
    window.sessionStorage.setItem(REDIRECT_KEY, String(Date.now()));
  } catch {
    // Storage disabled: redirect anyway; the page's server guard decides what happens next.
  }
  window.location.assign(signInUrl(window.location.pathname));
}

/** One query client per browser tab, created on first render (never shared between server requests). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => makeQueryClient({ onUnauthorized: sendToLogin }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
