import { describe, expect, it } from 'vitest';
import { columnsOfKind } from '@/kit/server/table-store';
import { testimonials } from '@/kinds/testimonials/definition';
import { resourceColumns } from '@/server/repositories/entity-columns';
import { columnsOf, fromRow, toRow } from '@/server/repositories/field-map';

const map = { id: 'id', metricTitle: 'metric_title', isActive: 'is_active' } as const;

describe('the table-to-API field map', () => {
  it('lists every column for the select', () => {
    expect(columnsOf(map)).toEqual(['id', 'metric_title', 'is_active']);
    expect(columnsOf(columnsOfKind(testimonials))).toEqual(['id', 'name', 'position', 'company', 'testimonial', 'metric', 'metric_title', 'image_url', 'is_active', 'is_featured', 'revision', 'created_at', 'updated_at']);
    expect(columnsOf(resourceColumns)).toEqual(['id', 'title', 'slug', 'description', 'content', 'image_url', 'type', 'published_at', 'status', 'unpublish_at', 'seo_title', 'seo_description', 'social_image_id', 'noindex', 'deleted_at', 'revision', 'created_at', 'updated_at']);
  });

  it('reads a row under the API names, nulls included', () => {
    expect(fromRow(map, { id: 'a', metric_title: null, is_active: 1 })).toEqual({ id: 'a', metricTitle: null, isActive: 1 });
  });

  it('writes only the fields sent (a PATCH never clears what it did not name) and ignores what has no column', () => {
    expect(toRow(map, { metricTitle: null, isActive: undefined })).toEqual({ metric_title: null });
    expect(toRow(map, { id: 'a', categories: ['x'], isActive: false })).toEqual({ id: 'a', is_active: false });
  });

  it('never writes a key that is not its own column', () => {
    const hostile = JSON.parse('{"__proto__": "x", "constructor": "y", "toString": "z"}') as object;
    expect(toRow(map, hostile)).toEqual({});
  });
});
