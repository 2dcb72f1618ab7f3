import { describe, expect, it } from 'vitest';
import { revisionEtag, revisionFromIfMatch } from '@/kit/revision-etag';

describe('a revision on the wire (ETag and If-Match)', () => {
  it('round-trips, and reads "any" from no header or *', () => {
    expect(revisionEtag(7)).toBe('"r7"');
    expect(revisionFromIfMatch(revisionEtag(7))).toBe(7);
    expect(revisionFromIfMatch(' "r12" ')).toBe(12);
    expect(revisionFromIfMatch(null)).toBeUndefined();
    expect(revisionFromIfMatch('*')).toBeUndefined();
  });

  it('names none of ours for a weak, foreign or oversized tag (the save is refused, 412)', () => {
    for (const header of ['W/"r7"', '"7"', 'r7', '"r7", "r8"', '"r1234567890"', '']) expect(revisionFromIfMatch(header)).toBeNull();
  });
});
