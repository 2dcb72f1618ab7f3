import { editorCopy as copy } from '@/content/admin-editor';

/** What the content field shows while the editor's chunk loads: the editor's size, so the dialog does not jump. */
export function EditorSkeleton() {
  return (
    <div className="grid min-h-72 place-items-center rounded-md border border-border bg-background text-sm text-muted-foreground" role="status">
      {copy.loading}
    </div>
  );
}
