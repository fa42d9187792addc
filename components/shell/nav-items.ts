import {
  BarChart3,
  FolderTree,
  HeartPulse,
  LifeBuoy,
  Home,
  Inbox,
  MapPin,
  MessagesSquare,
  Search,
  Settings,
  Store,
  Tag,
  Truck,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  href: string;
  /** Key under "nav" in i18n/messages/*.json. */
  label:
    | "overview"
    | "questions"
    | "sales"
    | "claims"
    | "metrics"
    | "health"
    | "listings"
    | "shipping"
    | "categories"
    | "brands"
    | "locations"
    | "search"
    | "settings";
  icon: LucideIcon;
  /** Shown in the phone's bottom bar; the rest go under "More". */
  primary?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { href: "/", label: "overview", icon: Home, primary: true },
  { href: "/questions", label: "questions", icon: Inbox, primary: true },
  { href: "/sales", label: "sales", icon: MessagesSquare, primary: true },
  // Beside Sales; on phones under "More" (the bottom bar keeps its four).
  { href: "/claims", label: "claims", icon: LifeBuoy },
  { href: "/metrics", label: "metrics", icon: BarChart3, primary: true },
  { href: "/listings", label: "listings", icon: Tag },
  { href: "/health", label: "health", icon: HeartPulse },
  { href: "/shipping", label: "shipping", icon: Truck },
  { href: "/categories", label: "categories", icon: FolderTree },
  { href: "/brands", label: "brands", icon: Store },
  { href: "/locations", label: "locations", icon: MapPin },
  { href: "/search", label: "search", icon: Search },
  { href: "/settings", label: "settings", icon: Settings },
];

export function isActive(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
