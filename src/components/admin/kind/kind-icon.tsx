import { Briefcase, Building2, FileText, Menu, MessageSquareQuote, PanelBottom, Settings } from '@/components/ui/icons';
import type { KindIcon as KindIconName } from '@/kit/define-kind';

const icons = { 'message-square-quote': MessageSquareQuote, 'file-text': FileText, briefcase: Briefcase, menu: Menu, 'panel-bottom': PanelBottom, 'building-2': Building2, settings: Settings } satisfies Record<KindIconName, unknown>;

/** A kind's icon on the dashboard (a server component: the icons' path data stays out of client bundles). */
export function KindIcon({ name }: { name: KindIconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden className="size-5" />;
}
