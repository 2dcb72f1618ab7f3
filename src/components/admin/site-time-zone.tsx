'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_TIMEZONE } from '@/lib/site-time';

// The server's SITE_TIMEZONE, handed to the staff area's client components by its layout: staff enter and read
// every time in the site's zone, whatever their browser's zone is.
const SiteTimeZone = createContext(DEFAULT_SITE_TIMEZONE);

export function SiteTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <SiteTimeZone.Provider value={zone}>{children}</SiteTimeZone.Provider>;
}

export const useSiteTimeZone = () => useContext(SiteTimeZone);
