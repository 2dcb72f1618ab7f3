// What the pre-paint script does so that every control of a public page answers from its first paint, before the
// framework's scripts run (they arrive after the paint: docs/decisions/0025, 0031). Plain JavaScript source text,
// for the same reason as theme-script.mjs (the Node server hashes it for its Content-Security-Policy). No `<` in it:
// the server finds some inline scripts by `[^<]*`.
//
// 1. Attribution: the touch of this page view, recorded as the document is parsed (the format of attribution.ts
//    `touchFromUrl`: tests/unit/early-controls.test.ts runs both on the same addresses), and written into the
//    contact form's hidden `attribution` field when a form is sent, so a plain POST carries it too.
// 2. Menus (`details[data-menu]`: the header's dropdowns, the phone menu, the theme menu): native elements open and
//    close them; this adds Escape (closes the menu, focus back on its summary), a click outside or on a link inside
//    (closes it), focus moving out (closes it). The app adds hover intent and closing on navigation once it runs.
// 3. The theme choice (radio inputs named `theme`): applied and kept in local storage at once; the menu opens on the
//    checked choice, arrows (the browser's), Home and End choose, and a click or Enter on one closes it. Without scripting, CSS applies the checked choice
//    (globals.css).
// 4. Controls that only the app can run (`data-replay`, e.g. the carousel's buttons): a click before the app has
//    hydrated is held and replayed, in order, once it has (`data-hydrated` on <html>): a press is never lost.
import { ATTRIBUTION_STORAGE_KEY, CAMPAIGN_KEYS, MAX_PATH_LENGTH, MAX_VALUE_LENGTH } from './attribution-keys.mjs';

/** The applied theme preference is `P`, `apply(preference)` applies one (theme-script.mjs defines both). */
const ATTRIBUTION =
  'try{var S=sessionStorage,L=location,Q=new URLSearchParams(L.search),t={},c=0,R=document.referrer,s={},o,' +
  "x=function(v,m){return v.replace(/[\\x00-\\x1f\\x7f]/g,'').trim().slice(0,m)};" +
  `${JSON.stringify(CAMPAIGN_KEYS)}.forEach(function(k){var v=Q.get(k);if(v&&(v=x(v,${MAX_VALUE_LENGTH}))){t[k]=v;c=1}});` +
  'R=R&&new URL(R).origin!==L.origin?R:"";' +
  `if(R&&(o=x(R,${MAX_PATH_LENGTH})))try{o=new URL(o.indexOf('://')>=0?o:'https://'+o).hostname.slice(0,${MAX_VALUE_LENGTH});if(o)t.referrer=o}catch(e){}` +
  `o=x(L.pathname+L.search,${MAX_PATH_LENGTH});if(o.charAt(0)==='/'&&o.charAt(1)!=='/'&&o.charAt(1)!=='\\\\')t.landing_page=o;` +
  `try{s=JSON.parse(S.getItem('${ATTRIBUTION_STORAGE_KEY}')||'{}')}catch(e){}` +
  'o=Object.keys(t).length?t:void 0;' +
  // The staff's pages share the document, not the visit's story.
  `if(!/^\\/admin(\\/|$)/.test(L.pathname))S.setItem('${ATTRIBUTION_STORAGE_KEY}',JSON.stringify({first:s.first||o,last:c||R?o:s.last||s.first||o}))}catch(e){}`;

const CONTROLS =
  "var D=document,H=D.documentElement,M='details[data-menu]',held=[]," +
  "hydrated=function(){return H.hasAttribute('data-hydrated')}," +
  'up=function(e,s){return e&&e.closest?e.closest(s):null},' +
  "shut=function(m,f){m.open=false;if(f)m.querySelector('summary').focus()}," +
  'others=function(t){D.querySelectorAll(M+"[open]").forEach(function(m){if(!m.contains(t))shut(m)})};' +
  // Escape: the menu holding the focus closes and gives it back to its summary; a menu opened by hover just closes.
  "D.addEventListener('keydown',function(e){var m=up(D.activeElement,M+'[open]'),a=e.target;" +
  "if(e.key==='Escape'){if(m)shut(m,1);else others(null)}" +
  "else if(e.key==='Enter'&&a.name==='theme'&&m){e.preventDefault();shut(m,1)}" +
  // Home and End choose the first and the last theme, as arrows choose the next (a radio group's own keys).
  "else if((e.key==='Home'||e.key==='End')&&a.name==='theme'&&m){var g=m.querySelectorAll('input[name=theme]'),n=g[e.key==='Home'?0:g.length-1];" +
  "e.preventDefault();n.checked=true;n.focus();n.dispatchEvent(new Event('change',{bubbles:true}))}});" +
  "D.addEventListener('focusin',function(e){others(e.target)});" +
  "D.addEventListener('click',function(e){var a=e.target,m=up(a,M),c=up(a,'[data-replay]');" +
  'if(c&&!hydrated()){e.preventDefault();held.push(c);return}' +
  'others(a);' +
  // A pointer's choice of theme (detail 0: a click the browser made for a key or for the label) closes the menu.
  "if(m&&m.open&&(up(a,'a[href]')||(e.detail&&up(a,'label')&&m.querySelector('input[name=theme]'))))shut(m,!up(a,'a[href]'))});" +
  // The theme menu opens on the checked choice, as a menu opens on its selected item.
  "D.addEventListener('toggle',function(e){var m=e.target,r;if(m.open&&m.matches(M)&&(r=m.querySelector('input[name=theme]:checked')||m.querySelector('input[name=theme]')))r.focus()},true);" +
  "D.addEventListener('change',function(e){var a=e.target;if(a.name==='theme'&&up(a,M)){P=apply(a.value);try{localStorage.setItem('theme',P)}catch(x){}}});" +
  "D.addEventListener('submit',function(e){var f=e.target.elements.attribution,s,a;if(f&&f.type==='hidden')try{" +
  `s=JSON.parse(sessionStorage.getItem('${ATTRIBUTION_STORAGE_KEY}')||'{}');s.page=location.pathname+location.search;f.value=JSON.stringify(s)}catch(x){}},true);` +
  "D.addEventListener('DOMContentLoaded',function(){var r=D.querySelector('input[name=theme][value='+P+']');if(r&&!D.querySelector('input[name=theme]:checked'))r.checked=true});" +
  'new MutationObserver(function(l,o){if(hydrated()){o.disconnect();held.splice(0).forEach(function(c){if(c.isConnected)c.click()})}})' +
  ".observe(H,{attributes:true,attributeFilter:['data-hydrated']});";

/** The early part of the pre-paint script; it expects `P` and `apply` (the theme) in its scope. */
export const EARLY_CONTROLS = `${ATTRIBUTION}${CONTROLS}`;
