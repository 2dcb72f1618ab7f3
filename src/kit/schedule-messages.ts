/** A schedule's time that has passed, in the editor and from the API (src/kit/server/schedule-time.ts). */
export const PAST_SCHEDULE = 'Choose a time in the future: to publish now, use Publish';
