'use client';

import { useQuery } from '@tanstack/react-query';
import { ImagePlus as ImagePlusNode, X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState } from 'react';
import { ImagePreview } from '@/components/admin/image-preview';
import { MediaPickerDialog } from '@/components/admin/media/media-picker-dialog';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { seoCopy as copy } from '@/content/admin-publishing';
import type { MediaItem } from '@/lib/schemas/media';

const ImagePlus = icon(ImagePlusNode);
const X = icon(XNode);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SocialImageFieldProps = { id: string; value: string; onChange: (id: string) => void; onBlur: () => void; error?: string; label?: string; hint?: string };

/**
 * A media-library image by its id (a resource's social image; the kit's media field), typed or chosen in the library
 * (any ratio: the library crops 1200×630 for a share card).
 */
export function SocialImageField({ id, value, onChange, onBlur, error, label = copy.socialImage, hint = copy.socialImageHint }: SocialImageFieldProps) {
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<MediaItem | null>(null);
  const known = picked?.id === value ? picked : null;
  // A stored id shows its crop too; only ids that can exist are asked for.
  const stored = useQuery<MediaItem>({ queryKey: [`/api/admin/media/${value}`], enabled: !known && UUID.test(value) });
  const item = known ?? stored.data ?? null;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[1fr_auto]">
      <div className="grid gap-2">
        <Field id={id} label={label} hint={hint} error={error}>
          <Input value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder={copy.socialImagePlaceholder} autoCapitalize="none" spellCheck={false} {...fieldAria(id, { error, hint: Boolean(hint) })} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            <ImagePlus aria-hidden /> {copy.chooseImage}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <X aria-hidden /> {copy.clearImage}
            </Button>
          )}
        </div>
      </div>
      <ImagePreview src={item?.socialUrl ?? ''} alt={item?.alt || copy.socialImageAlt} className="aspect-[1200/630] w-40 rounded-lg border border-border" />
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        usage="inline"
        onPick={({ item: chosen }) => {
          setPicked(chosen);
          onChange(chosen.id);
        }}
      />
    </div>
  );
}
