import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Commerce Payments", template: "%s · Commerce Payments" },
  description: "HSA/FSA payments for health merchants",
  // Files in public/ (rendered from public/logo.svg and public/favicon.svg by scripts/generate-icons.mjs).
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "32x32" },
      { url: "/favicon.svg", type: "image/svg+xml" },
    ],
    apple: [{ url: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
  },
  manifest: "/site.webmanifest",
};

export const viewport: Viewport = { themeColor: "#635bff" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry that response's CSP nonce (proxy.ts), which
  // a page prerendered at build time could not.
  await connection();
  return (
    <html lang="en">
      <body className="font-sans">{children}</body>
    </html>
  );
}
