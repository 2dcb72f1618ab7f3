// Source text of a browser function that calls `run` once, after the page's first contentful paint (the Paint
// Timing entry; two frames where that entry type is unsupported). The timer covers a tab opened in the background,
// which paints nothing until it is shown. Shared by the pre-paint theme script (the web font) and the server's
// loader of the framework's scripts (docs/decisions/0025): plain JavaScript so that both can inline it.
export const AFTER_FIRST_PAINT =
  'function(run){var done=0,go=function(){if(!done){done=1;run()}},P=self.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,3000)}';

/** The attribute of an inert `<script type="text/plain">` naming a script to load once the page has painted. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Source text that loads, after the first contentful paint, each script a page names with AFTER_PAINT_ATTRIBUTE (the
 * analytics beacon): asked for before the paint, even `async`, a file counts in the paint's critical path (Lighthouse
 * measured the beacon at about 300 ms of a phone's largest paint).
 */
export const LOAD_AFTER_PAINT =
  // No `<` in it: the server finds the inline script that holds it by `[^<]*`.
  `(${AFTER_FIRST_PAINT})(function(){var d=document;d.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(s){` +
  `var e=d.createElement('script');e.src=s.getAttribute('${AFTER_PAINT_ATTRIBUTE}');e.async=true;d.head.appendChild(e)})});`;
