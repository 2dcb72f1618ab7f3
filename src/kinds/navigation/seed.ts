import { bookAuditCta, mainNav } from '@/content/navigation';

// The header a new site starts with: today's menu (src/content/navigation.ts), so every label the spec quotes is there.
export const navigationSeed = () => ({
  main: {
    items: mainNav.map((item) => ({
      text: item.text,
      href: item.href,
      dropdown: (item.dropdown ?? []).map((link) => ({ text: link.text, href: link.href, description: link.description ?? null })),
    })),
    cta: { ...bookAuditCta },
  },
});
