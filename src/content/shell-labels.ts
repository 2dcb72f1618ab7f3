/**
 * The labels of the header's menus, apart from `site` (which includes them): the menus are client components on
 * every page, and importing `site` brought all of the brand copy into the page's JavaScript.
 */
export const shellLabels = {
  nav: { main: 'Main', mobile: 'Mobile', openMenu: 'Open menu', closeMenu: 'Close menu' },
  theme: { label: 'Choose theme', light: 'Light', dark: 'Dark', system: 'System' },
} as const;
