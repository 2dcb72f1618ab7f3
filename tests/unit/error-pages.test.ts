import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import StaffPageError from '@/app/admin/(staff)/error';
import AdminError from '@/app/admin/error';
import SiteError from '@/app/(site)/error';
import RootError from '@/app/error';
import GlobalError from '@/app/global-error';
import { errorCopy } from '@/content/errors';

const serverError = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2864511370' });

describe.each([
  ['site page', SiteError, errorCopy.site],
  ['root', RootError, errorCopy.site],
  ['global', GlobalError, errorCopy.site],
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
