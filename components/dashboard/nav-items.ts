// Every dashboard section, in sidebar order.
import {
  BadgePercent,
  Code2,
  CreditCard,
  Download,
  House,
  Link2,
  Package,
  PlugZap,
  Receipt,
  Repeat,
  ShoppingCart,
  Tags,
  TicketPercent,
  Users,
  Webhook,
  type LucideIcon,
} from "lucide-react";

export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
};

export type NavGroup = {
  label?: string;
  /** Pinned to the bottom of the sidebar. */
  bottom?: boolean;
  items: NavItem[];
};

export const NAV_GROUPS: NavGroup[] = [
  {
    items: [{ label: "Home", href: "/dashboard", icon: House }],
  },
  {
    label: "Catalog",
    items: [
      { label: "Products", href: "/dashboard/products", icon: Package },
      { label: "Prices", href: "/dashboard/prices", icon: Tags },
      { label: "Coupons", href: "/dashboard/coupons", icon: TicketPercent },
      { label: "Promo codes", href: "/dashboard/promo-codes", icon: BadgePercent },
    ],
  },
  {
    label: "Checkout",
    items: [
      { label: "Payment links", href: "/dashboard/payment-links", icon: Link2 },
      { label: "Checkout sessions", href: "/dashboard/checkout-sessions", icon: ShoppingCart },
    ],
  },
  {
    label: "Payments",
    items: [
      { label: "Payments", href: "/dashboard/payments", icon: CreditCard },
      { label: "Subscriptions", href: "/dashboard/subscriptions", icon: Repeat },
      { label: "Invoices", href: "/dashboard/invoices", icon: Receipt },
      { label: "Customers", href: "/dashboard/customers", icon: Users },
    ],
  },
  {
    label: "Data",
    items: [
      { label: "Exports", href: "/dashboard/exports", icon: Download },
      { label: "Events and webhooks", href: "/dashboard/events", icon: Webhook },
    ],
  },
  {
    bottom: true,
    items: [
      // Settings → Payments processor (the Stripe keys live mode charges cards with). "Payment",
      // not "Payments": the Payments section's link is found by /^Payments/.
      { label: "Payment processor", href: "/dashboard/settings/payments", icon: PlugZap },
      { label: "Developers", href: "/dashboard/developers", icon: Code2 },
    ],
  },
];

export const NAV_ITEMS: NavItem[] = NAV_GROUPS.flatMap((g) => g.items);

/** The section a dashboard path belongs to (the longest matching href). */
export function sectionFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.filter((i) => pathname === i.href || (i.href !== "/dashboard" && pathname.startsWith(i.href + "/"))).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];
}
