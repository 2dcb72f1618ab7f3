'use client';

import { Plus as PlusNode } from 'lucide';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { emptyValue } from '@/kit/field-values';
import type { BlocksField, ListField } from '@/kit/fields';

const Plus = icon(PlusNode);

/** Under a list or a page's blocks: the kind of block to add (when there are several) and the button that adds it empty. */
export function AddItem({ field, full, onAdd }: { field: ListField | BlocksField; full: boolean; onAdd: (item: unknown) => void }) {
  const blocks = field.type === 'blocks' ? field.blocks : null;
  const [newType, setNewType] = useState(blocks?.[0]?.type ?? '');
  const typeId = useId();

  function add() {
    if (!blocks) return onAdd(emptyValue((field as ListField).of));
    const definition = blocks.find((block) => block.type === newType);
    if (definition) onAdd({ type: definition.type, ...(emptyValue({ type: 'group', label: '', fields: definition.fields }) as object) });
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      {blocks && blocks.length > 1 && (
        <div className="grid gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium">
            {copy.blockType}
          </label>
          <select id={typeId} value={newType} onChange={(event) => setNewType(event.target.value)} className="h-9 rounded-md border border-input bg-background px-2 text-sm">
            {blocks.map((block) => (
              <option key={block.type} value={block.type}>
                {block.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button type="button" variant="secondary" size="sm" onClick={add} disabled={full}>
        <Plus aria-hidden />
        {blocks ? (blocks.length === 1 ? copy.add(blocks[0]!.label) : copy.addBlock) : copy.add((field as ListField).of.label)}
      </Button>
    </div>
  );
}
