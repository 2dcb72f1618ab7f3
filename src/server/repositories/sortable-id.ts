import 'server-only';
import { randomUUID } from 'node:crypto';

// Rows written in the same millisecond (a status and an owner change in one save, two page views) keep the order they
// were made: ids grow with time (microseconds, then a counter within this process), so "time, id" sorts them as
// written, and no two ids of one process are alike. The tail, drawn once per process, keeps two instances' ids apart
// (a random value per id cost more than the rest of an analytics event's row: issue 24).
let lastTick = 0;
const processTail = randomUUID().slice(0, 8);

export function sortableId(at: Date): string {
  lastTick = Math.max(at.getTime() * 1000, lastTick + 1);
  return `${lastTick.toString(16).padStart(14, '0')}-${processTail}`;
}
