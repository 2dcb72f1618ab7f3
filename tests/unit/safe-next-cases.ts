// Values of `next` built to lead a signed-in staff member off the site; shared by the unit and integration tests.

/** Each names another site (or a scheme) once a browser or the URL parser has read it: sign-in must go to /admin. */
export const offSiteNext: string[] = [
  '//evil.example',
  '//evil.example/admin',
  '///evil.example',
  '////evil.example',
  '//user:pass@evil.example/admin',
  '//%65vil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '///\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/.\\/evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/admin/..//evil.example',
  '/admin/../..//evil.example',
  '/admin/../.././/evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/%2e./\\evil.example',
  '/admin/%2e%2e//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\\\tevil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u3000//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/\u202e/elpmaxe.live',
  '\uff0f\uff0fevil.example',
  'https://evil.example',
  'http://evil.example/admin',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '%2F%2Fevil.example',
  '/admin/login',
  '/admin/login/',
  '/admin/%6cogin',
  '/admin/./login?next=//evil.example',
  `/${'a'.repeat(5000)}`,
  '',
];

/** Odd but harmless: they stay on this site, as the parser's encoded form. */
export const onSiteNext: Array<[string, string]> = [
  ['/%2e/%2fevil.example', '/%2fevil.example'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ['/\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ['/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
  ['/..\\..\\evil.example', '/evil.example'],
  ['/@evil.example', '/@evil.example'],
  ['/ /evil.example', '/%20/evil.example'],
  ['/%09/evil.example', '/%09/evil.example'],
  ['/admin?to=//evil.example#//evil.example', '/admin?to=//evil.example#//evil.example'],
];

/** Real destinations: kept, query and hash included. */
export const sameSiteNext: Array<[string, string]> = [
  ['/admin', '/admin'],
  ['/admin/resources', '/admin/resources'],
  ['/admin/resources?tab=article#top', '/admin/resources?tab=article#top'],
  ['/admin/../admin/contact', '/admin/contact'],
  ['/admin/testimonials?q=caf%C3%A9&page=2', '/admin/testimonials?q=caf%C3%A9&page=2'],
  ['/', '/'],
];

/** True when a browser on this site, given `location`, stays on it. */
export function staysOnSite(location: string): boolean {
  const here = 'https://site.example/admin/login?next=x';
  return (
    /^\/(?![/\\])[\x21-\x7e]*$/.test(location) && new URL(location, here).origin === 'https://site.example'
  );
}
