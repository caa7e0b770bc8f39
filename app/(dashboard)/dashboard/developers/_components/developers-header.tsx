import { PageHeader } from "@/components/page-header";
import { SectionTabs } from "@/components/section-tabs";

const TABS = [
  { href: "/dashboard/developers", label: "API keys" },
  { href: "/dashboard/developers/logs", label: "Logs" },
];

/** The section's header and its two tabs: the secret keys, and the requests made to the API. */
export function DevelopersHeader() {
  return (
    <>
      <PageHeader title="Developers" description="Secret keys, the requests made with them, and everything your integration needs to call the API." />
      <SectionTabs label="Developers" tabs={TABS} />
    </>
  );
}
