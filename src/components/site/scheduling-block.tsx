import { scheduling as copy } from '@/content/contact';
import { publicConfig } from '@/server/env';
import { SchedulingEmbed } from './scheduling-embed';

/** The `#book-meeting` block: heading, one line, and the lazy booking frame. */
export function SchedulingBlock() {
  return (
    <div id="book-meeting" className="min-w-0">
      <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
      <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      <div className="mt-6">
        <SchedulingEmbed url={publicConfig().schedulingUrl} />
      </div>
    </div>
  );
}
