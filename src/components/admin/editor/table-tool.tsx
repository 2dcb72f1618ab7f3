'use client';

import type { Editor } from '@tiptap/react';
import { inDocument, refocusDocument } from './focus-document';
import { Table2 as Table2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { editorCopy } from '@/content/admin-editor';
import { ToolButton } from './tool-button';

const Table2 = icon(Table2Node);

const copy = editorCopy.table;

const itemClasses =
  'flex h-9 cursor-pointer select-none items-center rounded-md px-2.5 text-sm text-foreground outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-40 data-[highlighted]:bg-surface-2';

/** The table menu: insert a 3×3 table with a header row; add or delete rows and columns; delete the table. */
export function TableTool({ editor }: { editor: Editor }) {
  // Controlled, so each opening re-renders and reads which commands apply at the cursor now.
  const [open, setOpen] = useState(false);
  const chose = useRef(false);
  const can = editor.can();
  const actions = [
    { label: copy.insert, enabled: can.insertTable({ rows: 3, cols: 3, withHeaderRow: true }), run: () => inDocument(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    { label: copy.addRowAfter, enabled: can.addRowAfter(), run: () => inDocument(editor).addRowAfter().run() },
    { label: copy.addColumnAfter, enabled: can.addColumnAfter(), run: () => inDocument(editor).addColumnAfter().run() },
    { label: copy.deleteRow, enabled: can.deleteRow(), run: () => inDocument(editor).deleteRow().run() },
    { label: copy.deleteColumn, enabled: can.deleteColumn(), run: () => inDocument(editor).deleteColumn().run() },
    { label: copy.deleteTable, enabled: can.deleteTable(), run: () => inDocument(editor).deleteTable().run() },
  ];
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <ToolButton label={copy.menuLabel}>
          <Table2 aria-hidden />
        </ToolButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-[60] min-w-56 rounded-lg border border-border bg-surface p-1 text-foreground shadow-raised"
          onCloseAutoFocus={(event) => {
            if (!chose.current) return;
            chose.current = false;
            event.preventDefault();
            refocusDocument(editor);
          }}
        >
          {actions.map(({ label, enabled, run }) => (
            <DropdownMenu.Item key={label} disabled={!enabled} onSelect={() => {
                chose.current = true;
                run();
              }} className={itemClasses}>
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
