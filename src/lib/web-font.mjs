// The session storage key that says this visit has fetched the web font (src/lib/theme-script.mjs): a page that
// finds it applies the font (`web-font` on <html>) before its first paint. Plain JavaScript, for the theme script.
export const WEB_FONT_LOADED_KEY = 'web-font';
