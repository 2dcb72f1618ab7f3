import { Fragment } from 'react';
import { editorCopy as copy } from '@/content/admin-editor';
import { cn } from '@/lib/cn';
import { compactAreaClasses, compactToolbarShape, documentAreaClasses, editorFrameClasses, separatorClasses, toolbarClasses, toolbarShape } from './editor-frame';

/** What the content field shows until the editor is ready: the editor's own box, empty (editor-frame.ts). */
export function EditorSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={editorFrameClasses}>
      <div aria-hidden className={toolbarClasses}>
        {(compact ? compactToolbarShape : toolbarShape).map((tools, group) => (
          <Fragment key={group}>
            {group > 0 && <span className={separatorClasses} />}
            {Array.from({ length: tools }, (_, tool) => (
              <span key={tool} className="size-9 shrink-0" />
            ))}
          </Fragment>
        ))}
      </div>
      <div className={cn(documentAreaClasses, compact && compactAreaClasses, 'grid place-items-center text-sm text-muted-foreground')} role="status">
        {copy.loading}
      </div>
    </div>
  );
}
