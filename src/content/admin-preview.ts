// The copy of the live preview beside the page editor (docs/decisions/0036, section 10).

export const previewCopy = {
  heading: 'Preview',
  frameTitle: (width: number) => `Preview of the draft at ${width} pixels wide`,
  widths: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
  widthsLabel: 'Preview width',
  themes: { dark: 'Dark', light: 'Light' },
  themeLabel: 'Preview theme',
  show: 'Show preview',
  hide: 'Hide preview',
  openInTab: 'Open in a new tab',
  updating: 'Updating preview…',
  notUpdated: 'The preview could not be updated. It shows an earlier draft.',
  noBlocks: 'This page has no blocks yet. Add one in the editor.',
  unknownBlock: 'Unknown block',
  blockProblem: (position: number, label: string, problem: string) => `Block ${position}, ${label}: ${problem || 'not complete yet'}. It shows here once it is.`,
  blockNew: (position: number, label: string) => `Block ${position}, ${label}: being filled in. It shows here once it is complete.`,
  signedOut: 'Sign in again to see the preview.',
};
