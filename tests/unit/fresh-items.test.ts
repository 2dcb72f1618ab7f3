import { describe, expect, it } from 'vitest';
import { afterMove, afterRemove, visibleErrors } from '@/components/admin/document/fresh-items';

// The blocks and items staff just added: their marks wait, and follow the item when the list changes around it.
describe('fresh items', () => {
  const errors = { 'blocks.3.heading': 'Heading is required', 'blocks.3.cards.0.title': 'Title is required', 'blocks.1.heading': 'Heading is required', 'blocks.30.heading': 'Heading is required', title: 'Title is required' };

  it('hide the errors inside a fresh item only, not those of an item whose index merely starts alike', () => {
    expect(visibleErrors(errors, new Set(['blocks.3']))).toEqual({ 'blocks.1.heading': 'Heading is required', 'blocks.30.heading': 'Heading is required', title: 'Title is required' });
    expect(visibleErrors(errors, new Set())).toEqual(errors);
    expect(visibleErrors({ 'blocks.3': 'Block is required' }, new Set(['blocks.3']))).toEqual({});
  });

  it('follow their item when the list is reordered, at any depth, and leave other lists alone', () => {
    // Block 3 moved to the top: the old 0, 1, 2 move down one.
    expect(afterMove(new Set(['blocks.3', 'blocks.3.cards.0', 'blocks.1.items.2', 'links.3']), 'blocks', [3, 0, 1, 2])).toEqual(new Set(['blocks.0', 'blocks.0.cards.0', 'blocks.2.items.2', 'links.3']));
    // Two items swapped in a nested list.
    expect(afterMove(new Set(['blocks.2.cards.1']), 'blocks.2.cards', [1, 0])).toEqual(new Set(['blocks.2.cards.0']));
  });

  it('go with their item when it is removed, and move up one when an item before them is', () => {
    expect(afterRemove(new Set(['blocks.3', 'blocks.3.cards.0', 'blocks.1', 'blocks.0.items.0']), 'blocks', 1)).toEqual(new Set(['blocks.2', 'blocks.2.cards.0', 'blocks.0.items.0']));
    expect(afterRemove(new Set(['blocks.3']), 'blocks', 3)).toEqual(new Set());
  });
});
