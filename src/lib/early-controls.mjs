// What the pre-paint script does so that every control of a public page answers from its first paint, before the
// framework's scripts run (they arrive after the paint: docs/decisions/0025, 0031). Plain JavaScript source text,
// for the same reason as theme-script.mjs (the Node server hashes it for its Content-Security-Policy). No `<` in it:
// the server finds some inline scripts by `[^<]*`.
//
// 1. Attribution: the touch of this page view, recorded as the document is parsed (read through attribution.ts, it
//    is what `touchFromUrl` makes of the address: tests/unit/early-controls.test.ts runs both on the same ones), and
//    written into the contact form's hidden `attribution` field when a form is sent, so a plain POST carries it too.
// 2. Menus (`details[data-menu]`: the header's dropdowns, the phone menu, the theme menu): native elements open and
//    close them; this adds Escape (closes the menu, focus back on its summary), a click outside or on a link inside
//    (closes it), focus moving out (closes it). The app adds hover intent and closing on navigation once it runs.
// 3. The theme choice (radio inputs named `theme`): applied and kept in local storage at once. The menu opens on the
//    checked choice; arrows (the browser's), Home and End choose; a click or Enter on one closes it. Without
//    scripting, CSS applies the checked choice (globals.css).
// 4. Controls that only the app can run (`data-replay`, e.g. the carousel's buttons): a click before the control has
//    hydrated is held and replayed, in order, once it has (its component then drops `data-replay`: useReplayMark).
//    Per control, not per page: a part of the page can hydrate later than the rest.
//
// Every listener is on `window`, capturing: the first to see an event. React listens on the document from the moment
// hydration starts, and a click or key on a part it cannot hydrate yet (its code or data still on the way) is
// stopped there (stopPropagation): a listener on the document's bubbling phase never saw it, and the click was lost.
import { ATTRIBUTION_STORAGE_KEY, CAMPAIGN_KEYS } from './attribution-keys.mjs';

/**
 * Records this page view's touch: the session's first one always, a later one when it brings a campaign or a referrer
 * from another site. Values are stored as they came (the referrer as its host only): attribution.ts `cleanAttribution`
 * caps and cleans them wherever they are read, in the browser and on the server (one rule, not two copies).
 */
export const RECORD_TOUCH =
  "try{var S=sessionStorage,L=location,U=new URLSearchParams(L.search),t={landing_page:L.pathname+L.search},c=0,R=document.referrer,s={};" +
  `'${CAMPAIGN_KEYS.join(' ')}'.split(' ').forEach(function(k){var v=U.get(k);if(v&&v.trim()){t[k]=v;c=1}});` +
  "if(R=R&&(R=new URL(R)).origin!=L.origin?R.hostname:'')t.referrer=R;" +
  `try{s=JSON.parse(S.getItem('${ATTRIBUTION_STORAGE_KEY}'))||s}catch(e){}` +
  // The staff's pages share the document, not the visit's story.
  String.raw`/^\/admin(\/|$)/.test(L.pathname)||` +
  `S.setItem('${ATTRIBUTION_STORAGE_KEY}',JSON.stringify({first:s.first||t,last:c||R?t:s.last||s.first||t}))}catch(e){}`;

const CONTROLS =
  "var D=document,M='details[data-menu]',Q=[],on=function(t,f){addEventListener(t,f,true)}," +
  'up=function(e,s){return e&&e.closest?e.closest(s):null},' +
  "shut=function(m,f){m.open=false;f&&m.querySelector('summary').focus()}," +
  "others=function(t){D.querySelectorAll(M+'[open]').forEach(function(m){m.contains(t)||shut(m)})};" +
  // Escape: the menu holding the focus closes and gives it back to its summary; a menu opened by hover just closes.
  // On a theme: Enter closes the menu, Home and End choose the first and the last (arrows are the browser's).
  "on('keydown',function(e){var k=e.key,a=e.target,m=up(D.activeElement,M+'[open]'),g;" +
  "if(k=='Escape')m?shut(m,1):others();else if(m&&a.name=='theme'){" +
  "if(k=='Enter'){e.preventDefault();shut(m,1)}" +
  "else if(k=='Home'||k=='End'){e.preventDefault();g=m.querySelectorAll('input');g=g[k=='Home'?0:g.length-1];g.focus();g.click()}}});" +
  "on('focusin',function(e){others(e.target)});" +
  // A click on a control not hydrated yet is held, and kept from React (which would run it too if it managed to
  // hydrate it at once). A click on a link closes its menu; a pointer's click on a theme (not the one the browser
  // makes for a key or a label: detail 0) closes the menu and returns to its summary.
  "on('click',function(e){var a=e.target,m=up(a,M),c=up(a,'[data-replay]');" +
  'if(c){e.preventDefault();e.stopPropagation();Q.push(c);return}others(a);' +
  "if(m&&m.open){if(up(a,'a[href]'))shut(m);else if(e.detail&&up(a,'label'))shut(m,1)}});" +
  // The theme menu opens on the applied choice.
  "on('toggle',function(e){var m=e.target,r;if(m.open&&(r=m.querySelector('[name=theme][value='+P+']'))){m.querySelector(':checked')||(r.checked=true);m.querySelector(':checked').focus()}});" +
  "on('change',function(e){var a=e.target;if(a.name=='theme'&&up(a,M)){P=apply(a.value);try{localStorage.setItem('theme',P)}catch(x){}}});" +
  "on('submit',function(e){var f=e.target.elements.attribution,s;if(f&&f.type=='hidden')try{" +
  `s=JSON.parse(sessionStorage.getItem('${ATTRIBUTION_STORAGE_KEY}')||'{}');s.page=location.pathname+location.search;f.value=JSON.stringify(s)}catch(x){}});` +
  // A held click is replayed when its control has hydrated, in the order they were made.
  "new MutationObserver(function(){Q=Q.filter(function(c){if(c.hasAttribute('data-replay'))return 1;c.isConnected&&c.click()})})" +
  ".observe(D,{subtree:true,attributes:true,attributeFilter:['data-replay']});";

/** The early part of the pre-paint script; it expects `P` (the theme applied) and `apply(preference)` in its scope. */
export const EARLY_CONTROLS = `${RECORD_TOUCH}${CONTROLS}`;
