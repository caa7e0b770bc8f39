import type { Metadata } from "next";

// Shopper-facing pages: no merchant session, never indexed.
export const metadata: Metadata = {
  title: { default: "Checkout", template: "%s" },
  robots: { index: false, follow: false },
};

export default function PayLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-full bg-white">{children}</div>;
}
