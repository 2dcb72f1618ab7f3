import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
// What each boundary shows (each error.tsx loads it lazily, when an error happens).
import { AdminError, GlobalErrorBody, RootError, SiteError, StaffPageError } from '@/components/site/error-boundaries';
import { errorCopy } from '@/content/errors';
import StaffPageErrorBoundary from '@/app/admin/(staff)/error';
import AdminErrorBoundary from '@/app/admin/error';
import SiteErrorBoundary from '@/app/(site)/error';
import RootErrorBoundary from '@/app/error';

const serverError = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2864511370' });

describe.each([
  ['site page', SiteError, errorCopy.site],
  ['root', RootError, errorCopy.site],
  ['global', GlobalErrorBody, errorCopy.site],
  ['admin', AdminError, errorCopy.admin],
  ['staff page', StaffPageError, errorCopy.admin],
])('%s error boundary', (_name, Boundary, copy) => {
  it('says what happened, offers "Try again" and a way back, and shows the reference, never the message', () => {
    const html = renderToStaticMarkup(createElement(Boundary, { error: serverError, retry: () => undefined }));
    expect(html).toContain(`<h1`);
    expect(html).toContain(copy.title.replace("'", '&#x27;'));
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Try again<\/button>/);
    expect(html).toContain(`href="${copy.backHref}"`);
    expect(html).toContain('2864511370');
    expect(html).not.toContain('Server Components render');
  });
});

describe.each([
  ['site page', SiteErrorBoundary, errorCopy.site.title],
  ['root', RootErrorBoundary, errorCopy.site.title],
  ['admin', AdminErrorBoundary, errorCopy.admin.title],
  ['staff page', StaffPageErrorBoundary, errorCopy.admin.title],
])('the %s error.tsx', (_name, Boundary, title) => {
  it('loads its page when it renders, and draws it', async () => {
    const { prelude } = await prerender(createElement(Boundary, { error: serverError, retry: () => undefined }));
    const html = await new Response(prelude).text();
    expect(html).toContain(title.replace("'", '&#x27;'));
    expect(html).toContain('2864511370');
  });
});
