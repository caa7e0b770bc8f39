import { SectionTabs } from "@/components/section-tabs";

const TABS = [
  { href: "/dashboard/events/webhooks", label: "Webhooks" },
  { href: "/dashboard/events", label: "Events" },
];

/** The section's two views: endpoints that receive events, and the events themselves. */
export function EventsTabs() {
  return <SectionTabs label="Events and webhooks" tabs={TABS} />;
}
