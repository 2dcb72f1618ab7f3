'use client';

import type { Editor } from '@tiptap/react';
import { inDocument, refocusDocument } from './focus-document';
import { Image as ImageIconNode, ImagePlus as ImagePlusNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Popover } from 'radix-ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { editorCopy } from '@/content/admin-editor';
import { isAllowedImageUrl } from './link-url';
import { PopoverPanel } from './popover-panel';
import { ToolButton } from './tool-button';
import type { PickedImage, PickImage } from './types';

const ImageIcon = icon(ImageIconNode);
const ImagePlus = icon(ImagePlusNode);

const copy = editorCopy.image;

function insert(editor: Editor, image: PickedImage) {
  inDocument(editor).setImage({ src: image.src, alt: image.alt, width: image.width, height: image.height }).run();
}

/** Images: from the media library when the form passes `onPickImage`, and always by address with alt text. */
export function ImageTool({ editor, onPickImage }: { editor: Editor; onPickImage?: PickImage }) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState(false);
  const inserted = useRef(false);
  const id = useId();

  const pick = async () => {
    const image = await onPickImage?.();
    if (image) insert(editor, image);
  };
  const onOpenChange = (next: boolean) => {
    if (next) {
      setSrc('');
      setAlt('');
      setError(false);
      inserted.current = false;
    }
    setOpen(next);
  };
  const apply = () => {
    if (!isAllowedImageUrl(src)) return setError(true);
    insert(editor, { src: src.trim(), alt: alt.trim() });
    inserted.current = true;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <>
      {onPickImage && (
        <ToolButton label={editorCopy.tools.imageFromLibrary} onClick={() => void pick()}>
          <ImagePlus aria-hidden />
        </ToolButton>
      )}
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>
          <ToolButton label={copy.title}>
            <ImageIcon aria-hidden />
          </ToolButton>
        </Popover.Trigger>
        <PopoverPanel
          aria-label={copy.title}
          onCloseAutoFocus={(event) => {
            if (!inserted.current) return;
            event.preventDefault();
            refocusDocument(editor);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-src`}>{copy.srcLabel}</Label>
            <Input
              id={`${id}-src`}
              value={src}
              onChange={(event) => {
                setSrc(event.target.value);
                setError(false);
              }}
              onKeyDown={onKeyDown}
              placeholder={copy.srcPlaceholder}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && <p id={`${id}-error`} className="text-sm font-medium text-destructive">{copy.invalid}</p>}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-alt`}>{copy.altLabel}</Label>
            <Input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} onKeyDown={onKeyDown} aria-describedby={`${id}-alt-hint`} />
            <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">{copy.altHint}</p>
          </div>
          <div className="flex justify-end gap-2">
            <Popover.Close asChild>
              <Button variant="secondary" size="sm">
                {copy.cancel}
              </Button>
            </Popover.Close>
            <Button size="sm" onClick={apply}>
              {copy.insert}
            </Button>
          </div>
        </PopoverPanel>
      </Popover.Root>
    </>
  );
}
