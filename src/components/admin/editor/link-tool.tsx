'use client';

import type { Editor } from '@tiptap/react';
import { inDocument, refocusDocument } from './focus-document';
import { Link2 as Link2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Popover } from 'radix-ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { editorCopy } from '@/content/admin-editor';
import { isAllowedLinkUrl } from './link-url';
import { PopoverPanel } from './popover-panel';
import { ToolButton } from './tool-button';

const Link2 = icon(Link2Node);

const copy = editorCopy.link;

/** Add, change or remove the link at the selection; only addresses the sanitizer keeps are accepted. */
export function LinkTool({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);
  const [hasLink, setHasLink] = useState(false);
  const backToEditor = useRef(false);
  const id = useId();

  const onOpenChange = (next: boolean) => {
    if (next) {
      const href = (editor.getAttributes('link').href as string | undefined) ?? '';
      setUrl(href);
      setHasLink(href !== '');
      setError(false);
      backToEditor.current = false;
    }
    setOpen(next);
  };
  const finish = () => {
    backToEditor.current = true;
    setOpen(false);
  };
  const apply = () => {
    const href = url.trim();
    if (!isAllowedLinkUrl(href)) return setError(true);
    const chain = inDocument(editor);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    finish();
  };
  const remove = () => {
    inDocument(editor).extendMarkRange('link').unsetLink().run();
    finish();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // No <form> here: the popover sits inside the resource form in React's tree, and a submit would bubble to it.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ToolButton label={editorCopy.tools.link}>
          <Link2 aria-hidden />
        </ToolButton>
      </Popover.Trigger>
      <PopoverPanel
        aria-label={copy.title}
        onCloseAutoFocus={(event) => {
          if (!backToEditor.current) return;
          event.preventDefault();
          refocusDocument(editor);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>{copy.urlLabel}</Label>
          <Input
            id={`${id}-url`}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(false);
            }}
            onKeyDown={onKeyDown}
            placeholder={copy.urlPlaceholder}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error || undefined}
            aria-describedby={`${id}-msg`}
          />
          <p id={`${id}-msg`} className={error ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}>
            {error ? copy.invalid : copy.urlHint}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {hasLink && (
            <Button variant="ghost" size="sm" onClick={remove}>
              {copy.remove}
            </Button>
          )}
          <Popover.Close asChild>
            <Button variant="secondary" size="sm">
              {copy.cancel}
            </Button>
          </Popover.Close>
          <Button size="sm" onClick={apply}>
            {copy.apply}
          </Button>
        </div>
      </PopoverPanel>
    </Popover.Root>
  );
}
