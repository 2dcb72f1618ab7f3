import type { IconProps, LucideIcon } from '@/components/ui/icon';
import { Activity, BadgeCheck, Banknote, Bot, Brain, BrainCircuit, Briefcase, Building2, CalendarClock, ChartLine, Cloud, FileSearch, FileText, Gauge, Gavel, Handshake, HeartPulse, Landmark, Lock, Megaphone, PackageSearch, Rocket, Route, Scale, ShieldCheck, Stethoscope, Target, Truck, Users, Warehouse, Workflow } from '@/components/ui/icons';
import type { SiteIcon } from '@/kit/site-icons';

// Each icon a block may name (src/kit/site-icons.ts), drawn on the server: `satisfies` makes a name without one a type error.
const icons = {
  'activity': Activity,
  'badge-check': BadgeCheck,
  'banknote': Banknote,
  'bot': Bot,
  'brain': Brain,
  'brain-circuit': BrainCircuit,
  'briefcase': Briefcase,
  'building-2': Building2,
  'calendar-clock': CalendarClock,
  'chart-line': ChartLine,
  'cloud': Cloud,
  'file-search': FileSearch,
  'file-text': FileText,
  'gauge': Gauge,
  'gavel': Gavel,
  'handshake': Handshake,
  'heart-pulse': HeartPulse,
  'landmark': Landmark,
  'lock': Lock,
  'megaphone': Megaphone,
  'package-search': PackageSearch,
  'rocket': Rocket,
  'route': Route,
  'scale': Scale,
  'shield-check': ShieldCheck,
  'stethoscope': Stethoscope,
  'target': Target,
  'truck': Truck,
  'users': Users,
  'warehouse': Warehouse,
  'workflow': Workflow,
} satisfies Record<SiteIcon, LucideIcon>;

/** The icon a block's field names. */
export function SiteIconOf({ name, ...props }: IconProps & { name: SiteIcon }) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
