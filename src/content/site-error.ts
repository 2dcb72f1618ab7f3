/**
 * The public error page's copy. Apart from errors.ts so that the stand-in every page's error boundary carries
 * (components/site/lazy-error-boundary.tsx) brings no other module with it.
 */
export const siteErrorCopy = {
  title: 'This page is taking a short break',
  body: "We couldn't load this page just now. It is usually back within seconds, so please try again.",
  retry: 'Try again',
  back: 'Back to home',
  backHref: '/',
  reference: 'Reference:',
} as const;
