// The site's own analytics in the page (issue 24, docs/decisions/0039). Plain JavaScript source text, served as the
// file /s.js (app/s.js/route.ts) that every public page loads async: inlined in the pre-paint script it added 272 bytes
// gzip to every page and took the HTML of `/` over issue 9's 20,000 bytes.
//
// A page view is sent with `sendBeacon` once the document is parsed (a prerendered page waits until it is shown): an
// async script may run before the page's inline scripts, and the attribution script must have recorded the touch
// first (a cached /s.js sent a campaign's landing without its source). Then
// again on every move within the site that changes the path without a page load (the router's pushState, back and
// forward). A click on an element marked `data-goal="<name>"` (a call to action named in the CMS) sends that goal, and
// so does a GOAL_EVENT on the window (what a frame tells the page: a booking made).
// Each event carries the path (never the query), the viewport's width (the device class) and the visit's first
// touch as the attribution script recorded it just before (its campaign keys, referrer host and landing page). No
// cookie, no storage of its own. Nothing is sent by an automated browser (`navigator.webdriver`) or from the staff
// area.
import { GOAL_EVENT } from './analytics-goals.mjs';
import { ATTRIBUTION_STORAGE_KEY } from './attribution-keys.mjs';

export const ANALYTICS_BEACON =
  "try{var N=navigator,O=location,V=O.pathname,B=function(k,g){var s,e={k:k,p:O.pathname,w:innerWidth};" +
  `try{s=JSON.parse(sessionStorage.getItem('${ATTRIBUTION_STORAGE_KEY}'))}catch(x){}` +
  "if(s&&s.first)e.s=s.first;if(g)e.g=g;N.sendBeacon('/api/collect',JSON.stringify(e))}," +
  "moved=function(){if(O.pathname!=V){V=O.pathname;B('pageview')}},H=history,F=H.pushState;" +
  String.raw`if(N.sendBeacon&&!N.webdriver&&!/^\/admin(\/|$)/.test(V)){` +
  "var D=document,G=function(){D.prerendering?D.addEventListener('prerenderingchange',function(){B('pageview')},{once:true}):B('pageview')};" +
  "D.readyState=='loading'?D.addEventListener('DOMContentLoaded',G,{once:true}):G();" +
  "H.pushState=function(){F.apply(H,arguments);moved()};addEventListener('popstate',moved);" +
  "addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('[data-goal]');a&&B('goal',a.getAttribute('data-goal'))},true);" +
  `addEventListener('${GOAL_EVENT}',function(e){B('goal',e.detail)})}}catch(x){}`;

/** The file every public page loads (app/s.js): the beacon in a function of its own, so its names stay out of `window`. */
export const ANALYTICS_BEACON_FILE = `(function(){${ANALYTICS_BEACON}})()`;
