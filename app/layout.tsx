import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Commerce Payments", template: "%s · Commerce Payments" },
  description: "HSA/FSA payments for health merchants",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
