// The pre-paint script, shared by the root layout and the server's Content-Security-Policy (which allows it by
// hash): plain JavaScript so that the Node server can import it without a TypeScript step.
// 1. The theme: the class on <html> before anything paints; `apply` applies a later choice, and a system preference
//    follows the system's changes.
// 2. Every band laid out at once where the browser jumps to an anchor or restores a scroll position
//    (src/lib/render-when-near.mjs).
// 3. The controls of the page answer from the first paint, and the visit's attribution is recorded as the document
//    is parsed (src/lib/early-controls.mjs, docs/decisions/0031).
// 4. The web font, as `font-display: optional` would have it but without holding the first paint: on the first page
//    of a visit the file is fetched after the first contentful paint and not applied, so no line moves under the
//    reader; the next page of the visit applies it (`web-font` on <html>: here before paint on a full load, in
//    page-transition.tsx on a navigation within the site). `inter` is the family next/font declares, named after the
//    constant in app/layout.tsx; the mark is set only when a face of that family loaded. docs/decisions/0025.
// 5. The scripts a page asks for once it has painted (the analytics beacon, components/site/site-shell.tsx).
import { AFTER_FIRST_PAINT, LOAD_AFTER_PAINT } from './after-first-paint.mjs';
import { EARLY_CONTROLS } from './early-controls.mjs';
import { RENDER_ALL_BEFORE_PAINT } from './render-when-near.mjs';
import { WEB_FONT_LOADED_KEY } from './web-font.mjs';

const THEME =
  "var P='dark',W=matchMedia('(prefers-color-scheme: light)'),apply=function(p){var d=document.documentElement,t;" +
  "if(p!=='light'&&p!=='dark'&&p!=='system')p='dark';t=p==='system'?(W.matches?'light':'dark'):p;" +
  "d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t;return p};" +
  "try{P=apply(localStorage.getItem('theme'))}catch(e){apply(P)}" +
  "W.addEventListener('change',function(){if(P==='system')apply(P)});";
const WEB_FONT = `try{if(sessionStorage.getItem('${WEB_FONT_LOADED_KEY}')){document.documentElement.classList.add('web-font');return}}catch(e){}(${AFTER_FIRST_PAINT})(function(){document.fonts&&document.fonts.load('1em inter').then(function(faces){if(faces.length)try{sessionStorage.setItem('${WEB_FONT_LOADED_KEY}','1')}catch(e){}})});`;

// The web font's part returns early, so it comes last.
export const THEME_SCRIPT = `(function(){${THEME}${RENDER_ALL_BEFORE_PAINT}${EARLY_CONTROLS}${LOAD_AFTER_PAINT}${WEB_FONT}})();`;
