'use client';

import { Search as SearchNode } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { useTypedIntoBeforeStart } from '@/components/ui/typed-before-start';
import { SubmitButton } from '@/components/ui/submit-button';
import { icon } from '@/components/ui/icon';
import { Input, Label } from '@/components/ui/input';
import { mediaCopy as copy } from '@/content/admin-media';

const Search = icon(SearchNode);

/** The library's search box: `onSearch` hears the words 250 ms after typing stops (Enter sends them at once). */
export function MediaSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLInputElement>(null);
  // Words typed while the screen was on its way are the search (issue 20: nothing typed is lost).
  useTypedIntoBeforeStart(box, setText);
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form role="search" aria-label={copy.search.label} onSubmit={(event) => { event.preventDefault(); onSearch(text.trim()); }} className="grid max-w-md gap-1.5">
      <Label htmlFor={id}>{copy.search.label}</Label>
      <div className="flex gap-2">
        <div className="relative grow">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input ref={box} id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={copy.search.placeholder} className="h-10! pl-9!" maxLength={100} />
        </div>
        <SubmitButton variant="secondary" className="h-10">{copy.search.submit}</SubmitButton>
      </div>
    </form>
  );
}
