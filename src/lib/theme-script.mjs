// The pre-paint script, shared by the root layout and the server's Content-Security-Policy (which allows it by
// hash): plain JavaScript so that the Node server can import it without a TypeScript step.
// 1. The theme: the class on <html> before anything paints.
// 2. The web font: on the first page of a visit, `web-font` is set only after the first contentful paint, so that
//    the page paints in the metric-matched fallback and the font file never competes with it; later pages of the
//    visit set it at once (docs/decisions/0025).
import { AFTER_FIRST_PAINT } from './after-first-paint.mjs';

const THEME = `try{var d=document.documentElement,p=localStorage.getItem('theme');if(p!=='light'&&p!=='dark'&&p!=='system')p='dark';var t=p==='system'?(matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'):p;d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t;}catch(e){document.documentElement.classList.add('dark');}`;
const WEB_FONT = `var f=function(){document.documentElement.classList.add('web-font');try{sessionStorage.setItem('web-font','1')}catch(e){}};try{if(sessionStorage.getItem('web-font')){f();return}}catch(e){}(${AFTER_FIRST_PAINT})(f);`;

export const THEME_SCRIPT = `(function(){${THEME}${WEB_FONT}})();`;
