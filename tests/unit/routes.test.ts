import { describe, expect, it } from 'vitest';
import { isResourcePath, isSignInPath, resourcePath, signInUrl } from '@/lib/routes';
import { slugParam } from '@/lib/schemas/fields';

const isSlug = (slug: string) => slugParam.safeParse(slug).success;

describe('site routes written once', () => {
  it('builds the sign-in URL with next encoded, which the login page reads back as it was', () => {
    expect(signInUrl('/admin/resources?tab=article')).toBe('/admin/login?next=%2Fadmin%2Fresources%3Ftab%3Darticle');
    const url = new URL(signInUrl('/admin/x?a=b&c=d#e'), 'https://site.example');
    expect(url.pathname).toBe('/admin/login');
    expect(url.searchParams.get('next')).toBe('/admin/x?a=b&c=d#e');
  });

  it('knows the sign-in page and only it', () => {
    expect(isSignInPath('/admin/login')).toBe(true);
    expect(isSignInPath('/admin/login/x')).toBe(true);
    expect(isSignInPath('/admin/loginx')).toBe(false);
    expect(isSignInPath('/admin')).toBe(false);
  });

  it('gives a resource its public page, and recognises only such pages', () => {
    expect(resourcePath('cloud-costs')).toBe('/resources/cloud-costs');
    expect(isResourcePath('/resources/cloud-costs', isSlug)).toBe(true);
    for (const path of ['/resources', '/resources/', '/resources/Bad_Slug', '/resources/a/b', '/admin/resources/a', '//resources/a']) {
      expect(isResourcePath(path, isSlug), path).toBe(false);
    }
  });
});
