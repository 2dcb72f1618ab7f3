import { describe, expect, it } from 'vitest';
import { industryPages, isActivePath, mainNav, servicePages } from '@/content/navigation';
import { publicPaths } from '@/content/pages';

describe('isActivePath', () => {
  it('matches Home only on the exact root path', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/services')).toBe(false);
  });

  it('matches other items by prefix at a segment boundary', () => {
    expect(isActivePath('/services', '/services')).toBe(true);
    expect(isActivePath('/services', '/services/ai-first')).toBe(true);
    expect(isActivePath('/resources', '/resources/some-slug')).toBe(true);
    expect(isActivePath('/services', '/services-old')).toBe(false);
  });
});

describe('navigation content', () => {
  it('lists the spec’s seven service pages and four industry pages, each with page copy', () => {
    expect(servicePages).toHaveLength(7);
    expect(industryPages).toHaveLength(4);
    for (const link of [...servicePages, ...industryPages]) expect(publicPaths).toContain(link.href);
  });

  it('has the six top-level items in the spec’s order', () => {
    expect(mainNav.map((item) => item.text)).toEqual(['Home', 'Services', 'Industries', 'Why Choose Us', 'Resources', 'Contact']);
  });
});
