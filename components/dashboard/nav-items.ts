// Every dashboard section, in sidebar order. When a section's page ships, set `available: true`
// (the catch-all route shows a "coming soon" page for sections without a page of their own).
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
  /** One sentence for the section's placeholder page. */
  description: string;
  available: boolean;
};

export type NavGroup = {
  label?: string;
  /** Pinned to the bottom of the sidebar. */
  bottom?: boolean;
  items: NavItem[];
};

export const NAV_GROUPS: NavGroup[] = [
  {
    items: [
      { label: "Home", href: "/dashboard", icon: House, available: true, description: "An overview of your account." },
    ],
  },
  {
    label: "Catalog",
    items: [
      { label: "Products", href: "/dashboard/products", icon: Package, available: true, description: "Create the health products you sell and mark which ones are HSA/FSA eligible." },
      { label: "Prices", href: "/dashboard/prices", icon: Tags, available: true, description: "Set one-time and recurring prices for your products." },
      { label: "Coupons", href: "/dashboard/coupons", icon: TicketPercent, available: true, description: "Offer percentage or fixed-amount discounts, once, for a few months or forever." },
      { label: "Promo codes", href: "/dashboard/promo-codes", icon: BadgePercent, available: true, description: "Give customers codes they can type at checkout to redeem a coupon." },
    ],
  },
  {
    label: "Checkout",
    items: [
      { label: "Payment links", href: "/dashboard/payment-links", icon: Link2, available: true, description: "Share a link to a hosted checkout page without writing any code." },
      { label: "Checkout sessions", href: "/dashboard/checkout-sessions", icon: ShoppingCart, available: true, description: "Follow every hosted checkout from open to complete or expired." },
    ],
  },
  {
    label: "Payments",
    items: [
      { label: "Payments", href: "/dashboard/payments", icon: CreditCard, available: true, description: "See card and HSA/FSA payments, capture them and issue refunds." },
      { label: "Subscriptions", href: "/dashboard/subscriptions", icon: Repeat, available: true, description: "Manage recurring billing, trials, renewals and cancellations." },
      { label: "Invoices", href: "/dashboard/invoices", icon: Receipt, available: true, description: "Review the invoices your subscriptions generate and their payment status." },
      { label: "Customers", href: "/dashboard/customers", icon: Users, available: true, description: "The people who buy from you, with contact details and shipping addresses." },
    ],
  },
  {
    label: "Data",
    items: [
      { label: "Exports", href: "/dashboard/exports", icon: Download, available: true, description: "Download your payments, customers and other records as CSV files." },
      { label: "Events and webhooks", href: "/dashboard/events", icon: Webhook, available: true, description: "Inspect events and deliver them to your servers through signed webhooks." },
    ],
  },
  {
    bottom: true,
    items: [
      // Settings → Payments processor (the Stripe keys live mode charges cards with). "Payment",
      // not "Payments": the Payments section's link is found by /^Payments/.
      { label: "Payment processor", href: "/dashboard/settings/payments", icon: PlugZap, available: true, description: "Connect Stripe so that live mode charges real cards." },
      { label: "Developers", href: "/dashboard/developers", icon: Code2, available: true, description: "API keys and the API reference." },
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
