// The bands below a page's first screen (`render-when-near` in globals.css: `content-visibility: auto`) are styled,
// laid out and painted only when they come near it, so the first paint and the framework's start do not pay for the
// whole page (docs/decisions/0029). Until then each band stands in with a placeholder height. Where the browser is
// about to jump to an anchor or restore a scroll position, those heights would put it in the wrong place: there,
// every band is laid out at once: the pre-paint script marks <html> `render-all` on a full load with an anchor or a
// restored scroll position, the link router before it jumps to an anchor or goes Back, and without scripting the
// CSS does it (`@media (scripting: none)`). Plain JavaScript, for the pre-paint script.
export const RENDER_ALL_CLASS = 'render-all';

/** Pre-paint: a full load with an anchor, or one whose scroll position the browser restores (reload, Back, Forward). */
export const RENDER_ALL_BEFORE_PAINT = `try{var n=performance.getEntriesByType('navigation')[0];if(location.hash||(n&&(n.type==='reload'||n.type==='back_forward')))document.documentElement.classList.add('${RENDER_ALL_CLASS}')}catch(e){}`;
