'use client';

import { ArrowDown as ArrowDownNode, ArrowUp as ArrowUpNode, GripVertical as GripNode, Trash2 as Trash2Node } from 'lucide';
import { useContext, useEffect, useRef, useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { hasContent } from '@/kit/field-values';
import type { BlocksField, Fields, GroupField, ListField } from '@/kit/fields';
import { AddItem } from './add-item';
import { FieldEditor, FieldsEditor, type FieldErrors } from './field-editor';
import { FreshItemsContext } from './fresh-items';
import { useDragReorder } from './use-drag-reorder';

const ArrowUp = icon(ArrowUpNode);
const ArrowDown = icon(ArrowDownNode);
const Trash2 = icon(Trash2Node);
const Grip = icon(GripNode);

type ItemsEditorProps = {
  field: ListField | BlocksField;
  value: unknown[];
  onChange: (value: unknown[]) => void;
  path: string;
  errors: FieldErrors;
  /** The heading level of each item's name; what an item holds starts one below. */
  level: number;
};

type Block = Record<string, unknown> & { type: string };

/**
 * The items of a list or the blocks of a page: each with a handle to drag it to another place (the arrow keys move
 * it too), move up, move down and remove buttons (so the order changes by keyboard as by pointer, and focus follows
 * the item), an announcement of each move, and a question before an item with content is removed.
 */
export function ItemsEditor({ field, value, onChange, path, errors, level }: ItemsEditorProps) {
  const Heading = `h${Math.min(level, 6)}` as 'h2';
  const inner = level + 1;
  const blocks = field.type === 'blocks' ? field.blocks : null;
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const focusAfter = useRef<string | null>(null);
  const fresh = useContext(FreshItemsContext);

  // After a move, the button pressed is on the item's new place: focus it there, as the item moved under it.
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const definitionOf = (item: unknown) => blocks?.find((block) => block.type === (item as Block).type);
  const nameOf = (item: unknown, index: number) =>
    blocks ? copy.block(index + 1, value.length, definitionOf(item)?.label ?? (item as Block).type) : copy.item((field as ListField).of.label, index + 1);
  const shortName = (item: unknown, index: number) => (blocks ? `${copy.item('Block', index + 1)}` : nameOf(item, index));
  const controlId = (index: number, action: string) => `${path.replaceAll('.', '-')}-${index}-${action}`;

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    [next[index], next[to]] = [next[to], next[index]];
    const order = value.map((_, at) => (at === index ? to : at === to ? index : at));
    fresh.moved(path, order);
    onChange(next);
    const edge = (by < 0 && to === 0) || (by > 0 && to === value.length - 1);
    // At the first or last place, the button that moved it is disabled: focus its other button instead.
    focusAfter.current = controlId(to, edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down');
    setAnnouncement(copy.moved(shortName(value[index], index), to + 1));
  }
  /** Puts the item at `from` at place `to` (counted without it), announced, focus on its handle. */
  function moveTo(from: number, to: number) {
    if (to === from || to < 0 || to >= value.length) return;
    const next = value.filter((_, at) => at !== from);
    next.splice(to, 0, value[from]);
    const order = value.map((_, at) => at).filter((at) => at !== from);
    order.splice(to, 0, from);
    fresh.moved(path, order);
    onChange(next);
    focusAfter.current = controlId(to, 'drag');
    setAnnouncement(copy.moved(shortName(value[from], from), to + 1));
  }
  const drag = useDragReorder(value.length, moveTo);

  function remove(index: number) {
    const name = shortName(value[index], index);
    fresh.removed(path, index);
    onChange(value.filter((_, at) => at !== index));
    setRemoving(null);
    setAnnouncement(copy.removed(name));
  }
  /** A new item at the end: fresh until staff type in it (fresh-items.ts). */
  function add(item: unknown) {
    fresh.added(`${path}.${value.length}`);
    onChange([...value, item]);
  }
  /** A change inside an item: staff are working on it, so its marks show from now on. */
  function changeItem(index: number, next: unknown) {
    fresh.touched(`${path}.${index}`);
    onChange(value.map((old, at) => (at === index ? next : old)));
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">{field.label}</legend>
      {errors[path] && <p className="text-sm font-medium text-destructive">{errors[path]}</p>}
      {value.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty(field.label)}</p>}
      <ol {...drag.listProps} className="grid gap-3">
        {value.map((item, index) => {
          const name = nameOf(item, index);
          const itemPath = `${path}.${index}`;
          const definition = definitionOf(item);
          return (
            // A page's blocks are laid out and painted when near the view: the home page's nine blocks are hundreds of
            // fields, and laying them all out held the editor's first input back (bench:preview). The placeholder
            // size is a height only: `contain-intrinsic-size: auto 48rem` set the width too, and a phone's editor
            // was 794 px wide.
            <li key={index} className={`grid gap-3 rounded-lg border border-border bg-surface/60 p-3 sm:p-4${blocks ? ' [contain-intrinsic-block-size:auto_48rem] [content-visibility:auto]' : ''}${drag.dragging === index ? ' opacity-60' : ''}${drag.dropLine(index)}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex min-w-0 items-center gap-1">
                  <Button
                    id={controlId(index, 'drag')}
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={copy.drag(shortName(item, index))}
                    disabled={value.length < 2}
                    className="cursor-grab touch-none active:cursor-grabbing"
                    {...drag.handleProps(index)}
                  >
                    <Grip aria-hidden />
                  </Button>
                  <Heading className="text-sm font-semibold">{name}</Heading>
                </div>
                <div className="flex gap-1">
                  <Button id={controlId(index, 'up')} type="button" variant="ghost" size="sm" aria-label={copy.moveUp(shortName(item, index))} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button id={controlId(index, 'down')} type="button" variant="ghost" size="sm" aria-label={copy.moveDown(shortName(item, index))} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" aria-label={copy.remove(shortName(item, index))} onClick={() => (hasContent(item) ? setRemoving(index) : remove(index))}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              {errors[itemPath] && <p className="text-sm font-medium text-destructive">{errors[itemPath]}</p>}
              {blocks ? (
                definition ? (
                  <FieldsEditor fields={definition.fields as Fields} values={item as Block} onChange={(next) => changeItem(index, next)} path={itemPath} errors={errors} skip={['type']} level={inner} />
                ) : null
              ) : (field as ListField).of.type === 'group' ? (
                // The item's own box is the group's: its fields sit in it without a second frame.
                <FieldsEditor fields={((field as ListField).of as GroupField).fields} values={(item as Record<string, unknown>) ?? {}} onChange={(next) => changeItem(index, next)} path={itemPath} errors={errors} level={inner} />
              ) : (
                <FieldEditor field={(field as ListField).of} value={item} onChange={(next) => changeItem(index, next)} path={itemPath} errors={errors} level={inner} />
              )}
            </li>
          );
        })}
      </ol>
      <AddItem field={field} full={value.length >= field.max} onAdd={add} />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ConfirmActionDialog
        open={removing !== null}
        title={removing === null ? '' : copy.removeTitle(shortName(value[removing], removing))}
        description={copy.removeBody}
        confirmLabel={copy.removeConfirm}
        pendingLabel={copy.removeConfirm}
        pending={false}
        variant="destructive"
        onConfirm={() => removing !== null && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </fieldset>
  );
}
