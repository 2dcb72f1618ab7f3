import 'server-only';

/**
 * Image work (sharp) is the heaviest thing this server does, and it runs on libuv's thread pool: four threads that
 * also read files, compress and hash for every public page. Unbounded, twenty 50-megapixel uploads at once queued
 * some two hundred pipelines in front of the pages' work and the site stalled. Two bounds, per process:
 * - one pipeline runs at a time (and libvips uses one thread for it: media/process.ts), so images take at most one
 *   core and one pool thread, and pages keep the rest;
 * - one upload is processed at a time and at most UPLOADS_WAITING wait for their turn; any more is refused at
 *   once (ImageWorkBusyError: 503, try again) rather than held in memory.
 */
export const UPLOADS_WAITING = 4;

export class ImageWorkBusyError extends Error {
  constructor() {
    super('Image processing is busy');
  }
}

/** A semaphore: `run` waits for one of `size` places (at most `maxWaiting` wait; more throw ImageWorkBusyError). */
function gate(size: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= size) {
      if (waiting.length >= maxWaiting) throw new ImageWorkBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      // The place passes straight to the next in line.
      if (next) next();
      else running -= 1;
    }
  };
}

/** Runs one sharp pipeline (decode, resize, encode) when its turn comes. */
export const runImagePipeline = gate(1);

/** Runs the processing of one upload (or one re-crop) when its turn comes; ImageWorkBusyError when too many wait. */
export const runImageWork = gate(1, UPLOADS_WAITING);
