// The editor's box, shared by the editor (with its TipTap chunk) and the placeholder shown while that chunk loads
// (in the page's own chunk, so nothing here imports TipTap). Both draw the same frame, toolbar row and document area,
// so the dialog does not move when the editor arrives: a shift then sent a staff member's click (and a test's) to
// whatever had moved under the pointer, as on the Categories checkboxes below the editor.

export const editorFrameClasses = 'rich-editor rounded-md border border-border bg-background shadow-sm';
export const toolbarClasses = 'sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-md border-b border-border bg-surface p-1';
export const separatorClasses = 'mx-0.5 h-6 w-px shrink-0 self-center bg-border';
export const documentAreaClasses = 'max-h-[60vh] min-h-64 overflow-y-auto px-4 py-3';

/**
 * How many tools each group of the toolbar holds, separators between groups: headings, marks, lists, insertions
 * (link, table, image from the library, image by address, rule), history. The placeholder draws this many 36 px
 * tools, so its toolbar wraps where the real one does at any width; admin-editor-layout.spec.ts checks they match at 1280 and 390 px.
 */
export const toolbarShape = [3, 4, 4, 5, 2] as const;

/** The toolbar of a formatted text field (toolbar.tsx `compact`): bold and italic, the two lists, link, history. */
export const compactToolbarShape = [2, 2, 1, 2] as const;
/** Its document area: a few paragraphs tall. */
export const compactAreaClasses = 'min-h-32';
