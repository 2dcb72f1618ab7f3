// Every icon the server components draw, by lucide's names (lucide.dev). Server code only: a client bundle that
// imported this module would carry all of them, so a client component builds its own with `icon` and the `lucide`
// package's path data (`const Send = icon(SendNode)`; components/ui/icon.tsx).
import {
  Activity as ActivityNode,
  AlertTriangle as AlertTriangleNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  BadgeCheck as BadgeCheckNode,
  Banknote as BanknoteNode,
  Bold as BoldNode,
  Bot as BotNode,
  Brain as BrainNode,
  BrainCircuit as BrainCircuitNode,
  Briefcase as BriefcaseNode,
  Building2 as Building2Node,
  CalendarClock as CalendarClockNode,
  ChartLine as ChartLineNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleCheck as CircleCheckNode,
  Cloud as CloudNode,
  Code as CodeNode,
  Download as DownloadNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  EyeOff as EyeOffNode,
  FileSearch as FileSearchNode,
  FileText as FileTextNode,
  Gauge as GaugeNode,
  Gavel as GavelNode,
  Handshake as HandshakeNode,
  Heading2 as Heading2Node,
  Heading3 as Heading3Node,
  Heading4 as Heading4Node,
  HeartPulse as HeartPulseNode,
  History as HistoryNode,
  Image as ImageNode,
  ImageOff as ImageOffNode,
  ImagePlus as ImagePlusNode,
  ImageUp as ImageUpNode,
  Inbox as InboxNode,
  Italic as ItalicNode,
  Landmark as LandmarkNode,
  LifeBuoy as LifeBuoyNode,
  Link2 as Link2Node,
  List as ListNode,
  ListOrdered as ListOrderedNode,
  Loader2 as Loader2Node,
  Lock as LockNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Megaphone as MegaphoneNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  MessageSquareQuote as MessageSquareQuoteNode,
  MessagesSquare as MessagesSquareNode,
  Minus as MinusNode,
  PanelBottom as PanelBottomNode,
  Settings as SettingsNode,
  Monitor as MonitorNode,
  Moon as MoonNode,
  PackageSearch as PackageSearchNode,
  Pause as PauseNode,
  Pencil as PencilNode,
  Phone as PhoneNode,
  Play as PlayNode,
  Plus as PlusNode,
  Quote as QuoteNode,
  Redo2 as Redo2Node,
  Rocket as RocketNode,
  RotateCcw as RotateCcwNode,
  RotateCw as RotateCwNode,
  Route as RouteNode,
  Scale as ScaleNode,
  Search as SearchNode,
  Send as SendNode,
  ServerCrash as ServerCrashNode,
  ShieldCheck as ShieldCheckNode,
  SquareCode as SquareCodeNode,
  Stethoscope as StethoscopeNode,
  Strikethrough as StrikethroughNode,
  Sun as SunNode,
  Table2 as Table2Node,
  Target as TargetNode,
  Trash2 as Trash2Node,
  TrendingUp as TrendingUpNode,
  Truck as TruckNode,
  Undo2 as Undo2Node,
  UserRound as UserRoundNode,
  Users as UsersNode,
  Warehouse as WarehouseNode,
  Workflow as WorkflowNode,
  X as XNode,
} from 'lucide';
import { icon } from './icon';

export type { IconProps, LucideIcon } from './icon';

export const Activity = /* @__PURE__ */ icon(ActivityNode);
export const AlertTriangle = /* @__PURE__ */ icon(AlertTriangleNode);
export const ArrowLeft = /* @__PURE__ */ icon(ArrowLeftNode);
export const ArrowRight = /* @__PURE__ */ icon(ArrowRightNode);
export const BadgeCheck = /* @__PURE__ */ icon(BadgeCheckNode);
export const Banknote = /* @__PURE__ */ icon(BanknoteNode);
export const Bold = /* @__PURE__ */ icon(BoldNode);
export const Bot = /* @__PURE__ */ icon(BotNode);
export const Brain = /* @__PURE__ */ icon(BrainNode);
export const BrainCircuit = /* @__PURE__ */ icon(BrainCircuitNode);
export const Briefcase = /* @__PURE__ */ icon(BriefcaseNode);
export const Building2 = /* @__PURE__ */ icon(Building2Node);
export const CalendarClock = /* @__PURE__ */ icon(CalendarClockNode);
export const ChartLine = /* @__PURE__ */ icon(ChartLineNode);
export const Check = /* @__PURE__ */ icon(CheckNode);
export const ChevronDown = /* @__PURE__ */ icon(ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ icon(ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ icon(ChevronRightNode);
export const CircleCheck = /* @__PURE__ */ icon(CircleCheckNode);
export const Cloud = /* @__PURE__ */ icon(CloudNode);
export const Code = /* @__PURE__ */ icon(CodeNode);
export const Download = /* @__PURE__ */ icon(DownloadNode);
export const ExternalLink = /* @__PURE__ */ icon(ExternalLinkNode);
export const Eye = /* @__PURE__ */ icon(EyeNode);
export const EyeOff = /* @__PURE__ */ icon(EyeOffNode);
export const FileSearch = /* @__PURE__ */ icon(FileSearchNode);
export const FileText = /* @__PURE__ */ icon(FileTextNode);
export const Gauge = /* @__PURE__ */ icon(GaugeNode);
export const Gavel = /* @__PURE__ */ icon(GavelNode);
export const Handshake = /* @__PURE__ */ icon(HandshakeNode);
export const Heading2 = /* @__PURE__ */ icon(Heading2Node);
export const Heading3 = /* @__PURE__ */ icon(Heading3Node);
export const Heading4 = /* @__PURE__ */ icon(Heading4Node);
export const HeartPulse = /* @__PURE__ */ icon(HeartPulseNode);
export const History = /* @__PURE__ */ icon(HistoryNode);
export const Image = /* @__PURE__ */ icon(ImageNode);
export const ImageOff = /* @__PURE__ */ icon(ImageOffNode);
export const ImagePlus = /* @__PURE__ */ icon(ImagePlusNode);
export const ImageUp = /* @__PURE__ */ icon(ImageUpNode);
export const Inbox = /* @__PURE__ */ icon(InboxNode);
export const Italic = /* @__PURE__ */ icon(ItalicNode);
export const Landmark = /* @__PURE__ */ icon(LandmarkNode);
export const LifeBuoy = /* @__PURE__ */ icon(LifeBuoyNode);
export const Link2 = /* @__PURE__ */ icon(Link2Node);
export const List = /* @__PURE__ */ icon(ListNode);
export const ListOrdered = /* @__PURE__ */ icon(ListOrderedNode);
export const Loader2 = /* @__PURE__ */ icon(Loader2Node);
export const Lock = /* @__PURE__ */ icon(LockNode);
export const LogOut = /* @__PURE__ */ icon(LogOutNode);
export const Mail = /* @__PURE__ */ icon(MailNode);
export const MapPin = /* @__PURE__ */ icon(MapPinNode);
export const Megaphone = /* @__PURE__ */ icon(MegaphoneNode);
export const Menu = /* @__PURE__ */ icon(MenuNode);
export const MessageCircle = /* @__PURE__ */ icon(MessageCircleNode);
export const MessageSquareQuote = /* @__PURE__ */ icon(MessageSquareQuoteNode);
export const MessagesSquare = /* @__PURE__ */ icon(MessagesSquareNode);
export const Minus = /* @__PURE__ */ icon(MinusNode);
export const PanelBottom = /* @__PURE__ */ icon(PanelBottomNode);
export const Settings = /* @__PURE__ */ icon(SettingsNode);
export const Monitor = /* @__PURE__ */ icon(MonitorNode);
export const Moon = /* @__PURE__ */ icon(MoonNode);
export const PackageSearch = /* @__PURE__ */ icon(PackageSearchNode);
export const Pause = /* @__PURE__ */ icon(PauseNode);
export const Pencil = /* @__PURE__ */ icon(PencilNode);
export const Phone = /* @__PURE__ */ icon(PhoneNode);
export const Play = /* @__PURE__ */ icon(PlayNode);
export const Plus = /* @__PURE__ */ icon(PlusNode);
export const Quote = /* @__PURE__ */ icon(QuoteNode);
export const Redo2 = /* @__PURE__ */ icon(Redo2Node);
export const Rocket = /* @__PURE__ */ icon(RocketNode);
export const RotateCcw = /* @__PURE__ */ icon(RotateCcwNode);
export const RotateCw = /* @__PURE__ */ icon(RotateCwNode);
export const Route = /* @__PURE__ */ icon(RouteNode);
export const Scale = /* @__PURE__ */ icon(ScaleNode);
export const Search = /* @__PURE__ */ icon(SearchNode);
export const Send = /* @__PURE__ */ icon(SendNode);
export const ServerCrash = /* @__PURE__ */ icon(ServerCrashNode);
export const ShieldCheck = /* @__PURE__ */ icon(ShieldCheckNode);
export const SquareCode = /* @__PURE__ */ icon(SquareCodeNode);
export const Stethoscope = /* @__PURE__ */ icon(StethoscopeNode);
export const Strikethrough = /* @__PURE__ */ icon(StrikethroughNode);
export const Sun = /* @__PURE__ */ icon(SunNode);
export const Table2 = /* @__PURE__ */ icon(Table2Node);
export const Target = /* @__PURE__ */ icon(TargetNode);
export const Trash2 = /* @__PURE__ */ icon(Trash2Node);
export const TrendingUp = /* @__PURE__ */ icon(TrendingUpNode);
export const Truck = /* @__PURE__ */ icon(TruckNode);
export const Undo2 = /* @__PURE__ */ icon(Undo2Node);
export const UserRound = /* @__PURE__ */ icon(UserRoundNode);
export const Users = /* @__PURE__ */ icon(UsersNode);
export const Warehouse = /* @__PURE__ */ icon(WarehouseNode);
export const Workflow = /* @__PURE__ */ icon(WorkflowNode);
export const X = /* @__PURE__ */ icon(XNode);
export { Image as ImageIcon };
