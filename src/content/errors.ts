import { STAFF_HOME } from '@/lib/routes';

/** Copy of the error pages: a page that failed to render (usually the database briefly away) and its way back. */
export const errorCopy = {
  site: {
    title: 'This page is taking a short break',
    body: "We couldn't load this page just now. It is usually back within seconds, so please try again.",
    retry: 'Try again',
    back: 'Back to home',
    backHref: '/',
    reference: 'Reference:',
  },
  admin: {
    title: "We couldn't load this page",
    body: 'Usually the database is briefly out of reach. Everything you saved before is safe; a change that did not save may need to be made again.',
    retry: 'Try again',
    back: 'Back to the dashboard',
    backHref: STAFF_HOME,
    reference: 'Reference:',
  },
  // The root layout itself failed: the page draws its own document.
  documentTitle: 'Something went wrong | SmartTech',
} as const;

export type ErrorPageCopy = (typeof errorCopy)['site'] | (typeof errorCopy)['admin'];
