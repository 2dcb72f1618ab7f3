import { SiteLink } from '@/components/ui/site-link';
import { MessageCircle } from '@/components/ui/icons';
import { site } from '@/content/site';

const chatClasses = 'items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary-hover';

/**
 * The chat link in the phone header (below md, where the header shows the menu button): a 44 px round icon button
 * between the theme menu and the menu button, the slot of the audit button on wider screens. On a phone the page's
 * side padding (16 px) has no room for a floating button, which sat over the edges of cards, fields and links as the
 * page scrolled; the sticky header is always in view and covers nothing of the page. Pure CSS: the same with or
 * without JavaScript.
 */
export function HeaderChatLink() {
  return (
    <SiteLink href="/contact" aria-label={site.chatLabel} className={`${chatClasses} inline-flex size-11 shadow-card md:hidden`}>
      <MessageCircle aria-hidden className="size-5" />
    </SiteLink>
  );
}

/** The floating chat button, bottom right on every public page from the md width up (below it: HeaderChatLink). */
export function ChatButton() {
  return (
    <SiteLink
      href="/contact"
      aria-label={site.chatLabel}
      className={`${chatClasses} fixed bottom-5 right-5 z-30 hidden size-14 shadow-raised transition-transform hover:scale-105 md:inline-flex`}
    >
      <MessageCircle aria-hidden className="size-6" />
    </SiteLink>
  );
}
