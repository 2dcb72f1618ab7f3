import { STAFF_HOME } from '@/lib/routes';
import { siteErrorCopy } from './site-error';

/** Copy of the error pages: a page that failed to render (usually the database briefly away) and its way back. */
export const errorCopy = {
  site: siteErrorCopy,
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
