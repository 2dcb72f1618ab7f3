'use client';

import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field, fieldAria, fieldIds } from '@/components/ui/field';
import { Input, Label, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { seoCopy as copy } from '@/content/admin-publishing';
import { cn } from '@/lib/cn';
import { resourcePath } from '@/lib/routes';
import { SEO_DESCRIPTION_HINT, SEO_TITLE_HINT, type ResourceCreate, type ResourceInput } from '@/lib/schemas/resource';
import { truncate } from '@/lib/text';
import { SocialImageField } from './social-image-field';

type SeoFieldsProps = {
  control: Control<ResourceInput, unknown, ResourceCreate>;
  register: UseFormRegister<ResourceInput>;
  errors: FieldErrors<ResourceInput>;
};

/** "42 / 60 characters", and a gentle warning past the length search engines show. */
function Count({ id, length, hint }: { id: string; length: number; hint: number }) {
  const over = length > hint;
  return (
    <p id={id} className={cn('text-xs', over ? 'font-medium text-warning' : 'text-muted-foreground')}>
      {copy.count(length, hint)}
      {over && `. ${copy.over(hint)}`}
    </p>
  );
}

/** Meta title and description with counts, a search-result preview, noindex, and the social image. */
export function SeoFields({ control, register, errors }: SeoFieldsProps) {
  const [seoTitle, seoDescription, title, description, slug] = useWatch({ control, name: ['seoTitle', 'seoDescription', 'title', 'description', 'slug'] });
  const shownTitle = seoTitle?.trim() || title?.trim() || '';
  const shownDescription = seoDescription?.trim() || description?.trim() || '';
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const aria = (name: 'seoTitle' | 'seoDescription') => {
    const base = fieldAria(`resource-${name}`, { error: errors[name]?.message });
    return { ...base, 'aria-describedby': [`resource-${name}-count`, base['aria-describedby']].filter(Boolean).join(' ') };
  };
  const noindexHint = fieldIds('resource-noindex').hint;
  return (
    <section aria-labelledby="resource-seo-heading" className="grid gap-4 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <h3 id="resource-seo-heading" className="font-semibold">
          {copy.title}
        </h3>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <Field id="resource-seoTitle" label={copy.seoTitle} error={errors.seoTitle?.message}>
        <Input {...register('seoTitle')} {...aria('seoTitle')} placeholder={title || undefined} />
        <Count id="resource-seoTitle-count" length={seoTitle?.length ?? 0} hint={SEO_TITLE_HINT} />
      </Field>
      <Field id="resource-seoDescription" label={copy.seoDescription} error={errors.seoDescription?.message}>
        <Textarea rows={2} {...register('seoDescription')} {...aria('seoDescription')} placeholder={description || undefined} />
        <Count id="resource-seoDescription-count" length={seoDescription?.length ?? 0} hint={SEO_DESCRIPTION_HINT} />
      </Field>
      <figure className="grid gap-1.5">
        <figcaption className="text-sm font-medium">{copy.previewLabel}</figcaption>
        <div data-testid="search-preview" className="grid gap-0.5 rounded-lg border border-border bg-background p-4">
          <span className="break-all text-xs text-muted-foreground">
            {host}
            {resourcePath(slug || '…')}
          </span>
          <span className="text-lg leading-snug text-primary">{truncate(shownTitle, SEO_TITLE_HINT)}</span>
          <span className="text-sm text-muted-foreground">{truncate(shownDescription, SEO_DESCRIPTION_HINT)}</span>
        </div>
      </figure>
      <Controller
        control={control}
        name="noindex"
        render={({ field }) => (
          <div className="grid gap-1">
            <div className="flex items-center gap-3">
              <Switch id="resource-noindex" ref={field.ref} checked={field.value ?? false} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={noindexHint} />
              <Label htmlFor="resource-noindex" className="cursor-pointer">
                {copy.noindex}
              </Label>
            </div>
            <p id={noindexHint} className="text-xs text-muted-foreground">
              {copy.noindexHint}
            </p>
          </div>
        )}
      />
      <Controller
        control={control}
        name="socialImageId"
        render={({ field }) => <SocialImageField id="resource-socialImageId" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={errors.socialImageId?.message} />}
      />
    </section>
  );
}
