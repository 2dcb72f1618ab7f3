import { Mark, Node, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkUrl } from './link-url';

// The schema covers every tag the server's sanitizer allows (src/server/sanitize.ts), so opening stored HTML loses
// nothing: b/i/strike are read as strong/em/s, span (which can hold no attribute) is unwrapped, div becomes paragraphs.

/** A mark that is one plain tag (sub, sup, mark, small): the sanitizer lets none of them keep an attribute. */
const tagMark = (name: string, tag: string) =>
  Mark.create({ name, parseHTML: () => [{ tag }], renderHTML: () => [tag, 0] });

/** A node that is one plain tag with the given content. */
const tagNode = (name: string, tag: string, content: string, group?: string) =>
  Node.create({ name, group, content, defining: true, parseHTML: () => [{ tag }], renderHTML: () => [tag, 0] });

const Figure = tagNode('figure', 'figure', 'block+ figcaption?', 'block');
const Figcaption = tagNode('figcaption', 'figcaption', 'inline*');
const DescriptionList = tagNode('descriptionList', 'dl', '(descriptionTerm | descriptionDetails)+', 'block');
const DescriptionTerm = tagNode('descriptionTerm', 'dt', 'inline*');
const DescriptionDetails = tagNode('descriptionDetails', 'dd', 'inline*');

/** Tables keep a text caption (ProseMirror tables hold only rows, so the caption rides along as an attribute). */
const CaptionedTable = Table.extend({
  addAttributes() {
    const caption = { default: null, parseHTML: (el: HTMLElement) => el.querySelector(':scope > caption')?.textContent ?? null, renderHTML: () => ({}) };
    return { ...this.parent?.(), caption };
  },
  parseHTML() {
    return [{ tag: 'table' }, { tag: 'caption', ignore: true }];
  },
  renderHTML(props) {
    const [tag, attrs, ...rest] = this.parent?.(props) as [string, Record<string, unknown>, ...DOMOutputSpec[]];
    const caption: unknown = props.node.attrs.caption;
    return (typeof caption === 'string' && caption ? [tag, attrs, ['caption', caption], ...rest] : [tag, attrs, ...rest]) as DOMOutputSpec;
  },
});

/** Header cells keep the scope the sanitizer allows. */
const ScopedHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), scope: { default: null } };
  },
});

export const headingLevels = [2, 3, 4] as const;

const linkOptions = {
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  // New links carry no rel/target: the sanitizer adds "noopener noreferrer nofollow" and _blank to external ones.
  HTMLAttributes: { rel: null, target: null, class: null },
  isAllowedUri: (url: string) => isAllowedLinkUrl(url),
};

/**
 * The formatted text fields of the content kit (src/kit/fields.ts `richText`): paragraphs, bold, italic, lists and
 * links, the tags the server keeps for them (sanitizeFormattedText); pasted headings, quotes and code read as paragraphs.
 */
export function compactExtensions(): Extensions {
  return [
    StarterKit.configure({ heading: false, blockquote: false, codeBlock: false, code: false, strike: false, horizontalRule: false, underline: false, link: linkOptions, trailingNode: false }),
  ];
}

/** Extensions of the resource editor, shared by the editor and the round-trip tests. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4, 5, 6] },
      link: linkOptions,
      trailingNode: false,
    }),
    Image.configure({ inline: false }),
    CaptionedTable.configure({ resizable: false }),
    TableRow,
    ScopedHeader,
    TableCell,
    tagMark('subscript', 'sub'),
    tagMark('superscript', 'sup'),
    tagMark('highlight', 'mark'),
    tagMark('small', 'small'),
    Figure,
    Figcaption,
    DescriptionList,
    DescriptionTerm,
    DescriptionDetails,
  ];
}
