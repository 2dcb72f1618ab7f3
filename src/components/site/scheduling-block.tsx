import { scheduling as copy } from '@/content/contact';
import { BOOKING_ANCHOR } from '@/lib/routes';
import { getSettings } from '@/server/queries/public';
import { SchedulingEmbed } from './scheduling-embed';

/** The `#book-meeting` block: heading, one line, and the lazy booking frame. */
export async function SchedulingBlock() {
  const { schedulingUrl } = await getSettings();
  return (
    <div id={BOOKING_ANCHOR} className="min-w-0">
      <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
      <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      <div className="mt-6">
        <SchedulingEmbed url={schedulingUrl} />
      </div>
    </div>
  );
}
