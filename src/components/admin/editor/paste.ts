// Clipboard HTML from Google Docs, Word and Notion: keep the structure (headings, lists, links, tables, bold, italic),
// drop the styling (fonts, colours, sizes, classes). Runs in the browser on paste (and in happy-dom in tests).

const KEEP_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  code: ['class'],
};
const DROP_WITH_CONTENT = new Set(['STYLE', 'SCRIPT', 'META', 'LINK', 'TITLE', 'XML', 'TEMPLATE', 'COLGROUP', 'COL', 'O:P']);
const UNWRAP = new Set(['SPAN', 'FONT', 'O:P', 'INS', 'BDI', 'BDO', 'CENTER', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN']);

/** The value of one CSS property in an inline style attribute, lower-cased, or ''. */
function styleValue(element: Element, property: string): string {
  const style = element.getAttribute('style') ?? '';
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style);
  return match?.[1]?.trim().toLowerCase() ?? '';
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(element.childNodes));
  element.append(wrapper);
}

/** Google Docs (and some others) say bold, italic and strike with inline styles on spans: make them tags. */
function stylesToTags(root: Element) {
  for (const element of Array.from(root.querySelectorAll('span, b, strong'))) {
    const weight = styleValue(element, 'font-weight');
    // Google Docs wraps the whole clipboard in <b style="font-weight:normal" id="docs-internal-guid-…">.
    if ((element.tagName === 'B' || element.tagName === 'STRONG') && /^(normal|[1-4]00)$/.test(weight)) {
      unwrap(element);
      continue;
    }
    if (element.tagName !== 'SPAN') continue;
    if (/^(bold|bolder|[6-9]00)$/.test(weight)) wrapChildren(element, 'strong');
    if (styleValue(element, 'font-style') === 'italic') wrapChildren(element, 'em');
    if (/line-through/.test(styleValue(element, 'text-decoration') + styleValue(element, 'text-decoration-line'))) wrapChildren(element, 's');
    const align = styleValue(element, 'vertical-align');
    if (align === 'super') wrapChildren(element, 'sup');
    if (align === 'sub') wrapChildren(element, 'sub');
  }
}

/** Word's list bullets and numbers ("·", "1.") that sit between <!--[if !supportLists]--> and <!--[endif]-->. */
function dropWordListMarkers(root: Element) {
  const walker = root.ownerDocument.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Comment[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode as Comment);
  for (const comment of comments) {
    if (!/^\[if !supportLists\]/i.test(comment.data)) continue;
    let node = comment.nextSibling;
    while (node && !(node.nodeType === 8 && /^\[endif\]/i.test((node as Comment).data))) {
      const next = node.nextSibling;
      node.remove();
      node = next;
    }
  }
  for (const comment of comments) comment.remove();
  for (const element of Array.from(root.querySelectorAll('[style*="mso-list"]'))) {
    if (/ignore/i.test(styleValue(element, 'mso-list'))) element.remove();
  }
}

type WordItem = { paragraph: Element; level: number; ordered: boolean };

/** Word writes list items as paragraphs styled `mso-list:l0 level1 lfo1`: rebuild real, nested lists. */
function wordListItem(element: Element): WordItem | null {
  if (element.tagName !== 'P') return null;
  const list = /level(\d+)/i.exec(styleValue(element, 'mso-list'));
  if (!list) return null;
  // The marker is still there: a digit or letter followed by . or ) means a numbered list.
  const marker = element.querySelector('[style*="mso-list"]')?.textContent?.trim() ?? '';
  return { paragraph: element, level: Number(list[1]), ordered: /^[\dA-Za-z]{1,4}[.)]$/.test(marker) };
}

function buildWordLists(root: Element) {
  const items = Array.from(root.querySelectorAll('p')).map((p) => ({ p, item: wordListItem(p) }));
  for (const { p, item } of items) if (item) p.setAttribute('data-word-list', `${item.level} ${item.ordered ? 'ol' : 'ul'}`);
  dropWordListMarkers(root);
  const document = root.ownerDocument;
  for (const { p } of items) {
    if (!p.isConnected || !p.hasAttribute('data-word-list')) continue;
    // p starts a run of list paragraphs; `stack` holds the open list of each level.
    const stack: Element[] = [];
    let current: Element | null = p;
    const anchor = document.createElement('div');
    p.before(anchor);
    while (current?.hasAttribute('data-word-list')) {
      const [levelText = '1', tag = 'ul'] = (current.getAttribute('data-word-list') ?? '').split(' ');
      const level = Math.max(1, Math.min(Number(levelText), stack.length + 1));
      stack.length = Math.min(stack.length, level);
      if (stack.length < level) {
        const list = document.createElement(tag);
        const parentItem = stack.at(-1)?.lastElementChild;
        (parentItem ?? anchor).append(list);
        stack.push(list);
      }
      const li = document.createElement('li');
      li.append(...Array.from(current.childNodes));
      stack[level - 1]?.append(li);
      const next: Element | null = current.nextElementSibling;
      current.remove();
      current = next;
    }
    unwrap(anchor);
  }
}

/** Keeps only the attributes the site keeps (links, images, table spans, code language), everything else goes. */
function stripAttributes(root: Element) {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const keep = KEEP_ATTRIBUTES[element.tagName.toLowerCase()] ?? [];
    for (const { name } of Array.from(element.attributes)) {
      if (!keep.includes(name)) element.removeAttribute(name);
    }
    if (element.tagName === 'CODE' && !/^language-[\w+#-]+$/.test(element.getAttribute('class') ?? '')) element.removeAttribute('class');
  }
}

/** Headings: the page's title is the H1, so a pasted H1 and everything under it moves one level down. */
function shiftHeadings(root: Element) {
  if (!root.querySelector('h1')) return;
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5'))) {
    const level = Number(heading.tagName[1]) + 1;
    const next = root.ownerDocument.createElement(`h${level}`);
    next.append(...Array.from(heading.childNodes));
    heading.replaceWith(next);
  }
}

/** Notion copies each list item as a list of its own: join lists of one kind that follow each other. */
function joinAdjacentLists(root: Element) {
  for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
    const previous = list.previousElementSibling;
    if (previous?.tagName === list.tagName) {
      previous.append(...Array.from(list.childNodes));
      list.remove();
    }
  }
}

/** Clipboard HTML with its structure kept and its styling dropped. */
export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  stylesToTags(body);
  buildWordLists(body);
  dropWordListMarkers(body);
  for (const element of Array.from(body.querySelectorAll('*'))) if (DROP_WITH_CONTENT.has(element.tagName)) element.remove();
  for (const element of Array.from(body.querySelectorAll('*'))) if (UNWRAP.has(element.tagName)) unwrap(element);
  // Word's empty spacer paragraphs (<p class=MsoNormal>&nbsp;</p>).
  for (const p of Array.from(body.querySelectorAll('p'))) if (!p.querySelector('img, br') && !p.textContent?.replace(/\u00a0/g, '').trim()) p.remove();
  shiftHeadings(body);
  stripAttributes(body);
  joinAdjacentLists(body);
  return body.innerHTML;
}
