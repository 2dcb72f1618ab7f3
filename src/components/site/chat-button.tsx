import { SiteLink } from '@/components/ui/site-link';
import { MessageCircle } from '@/components/ui/icons';
import { site } from '@/content/site';

/** The floating chat button, bottom right on every public page. */
export function ChatButton() {
  return (
    <SiteLink
      href="/contact"
      aria-label={site.chatLabel}
      className="fixed bottom-5 right-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-raised transition-transform hover:scale-105 hover:bg-primary-hover"
    >
      <MessageCircle aria-hidden className="size-6" />
    </SiteLink>
  );
}
