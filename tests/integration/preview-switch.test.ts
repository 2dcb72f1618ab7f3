import { describe, expect, it, vi } from 'vitest';
import { PREVIEW as previewOn } from './support/resource-routes';
import { GET as previewOff } from '@/app/api/preview/exit/route';
import { apiRequest, json, noParams, params } from './support/api';
import { guardState } from './support/guard-mock';

vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// Issue 20: the preview switch is a GET that sets cookies; a link or redirect from another site (which carries the
// Lax session cookie) must not flip it. Browsers say where a navigation comes from in Sec-Fetch-Site.
describe('the preview switch', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  for (const fetchSite of ['cross-site', 'same-site', 'none']) {
    it(`refuses a navigation with Sec-Fetch-Site: ${fetchSite}, setting no cookie`, async () => {
      guardState.mode = 'staff';
      const headers = { 'sec-fetch-site': fetchSite, 'sec-fetch-mode': 'navigate' };
      for (const response of [
        await previewOn(apiRequest(`/api/admin/resources/${id}/preview`, { headers }), params({ id })),
        await previewOff(apiRequest('/api/preview/exit?to=/', { headers }), noParams),
      ]) {
        expect(response.status).toBe(403);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect((await json(response)).error.code).toBe('forbidden_origin');
      }
    });
  }
});
