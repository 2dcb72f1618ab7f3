import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

describe('proxy: the optimistic redirect of /admin', () => {
  it('sends a visitor without a session cookie to the sign-in page with the asked path as next', () => {
    const response = proxy(new NextRequest('http://localhost:3000/admin/resources?tab=article'));
    const location = new URL(response.headers.get('location') ?? '');
    expect(response.status).toBe(307);
    expect(location.pathname).toBe('/admin/login');
    expect(location.searchParams.get('next')).toBe('/admin/resources?tab=article');
  });

  it('lets the sign-in page through', () => {
    expect(proxy(new NextRequest('http://localhost:3000/admin/login')).headers.get('location')).toBeNull();
  });
});
