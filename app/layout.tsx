import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Commerce Payments", template: "%s · Commerce Payments" },
  description: "HSA/FSA payments for health merchants",
};

export const viewport: Viewport = { themeColor: "#635bff" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="font-sans">{children}</body>
    </html>
  );
}
