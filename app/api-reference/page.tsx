import type { Metadata } from "next";
import { headers } from "next/headers";
import { scalarVersion } from "@/lib/server/scalar-bundle";

export const metadata: Metadata = {
  title: "API reference",
  robots: { index: false, follow: false },
};

// Scalar's settings (read by its bundle from data-configuration): no web fonts, telemetry or AI
// agent from scalar.com; the "Test request" client calls this origin directly.
const configuration = {
  theme: "default",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  // Its "Open API Client" button leads to client.scalar.com; "Test request" stays, on this origin.
  hideClientButton: true,
  hideDarkModeToggle: false,
  documentDownloadType: "json",
  // Scalar's default greys and method colours miss WCAG AA (3.2-4.3:1, PATCH in yellow 1.7:1):
  // darker ones, at 4.5:1 or more on every background of the theme (docs/accessibility.md).
  customCss: [
    ".light-mode.light-mode { --scalar-color-2: #5c5c5c; --scalar-color-3: #666666; --scalar-color-green: #006045; --scalar-color-blue: #0069a8;",
    "  --scalar-color-yellow: #8a5a00; --scalar-color-orange: #b93a0b; --scalar-color-red: #c10007; --scalar-color-purple: #7e22ce; --scalar-color-accent: #4f46e5; }",
    ".dark-mode.dark-mode { --scalar-color-3: #9a9a9a; }",
  ].join("\n"),
};

/**
 * The rendered reference of /openapi.json. No inline JavaScript: the bundle, served from our own
 * origin, finds #api-reference, mounts the viewer just before it and reads its data attributes.
 * The page's CSP admits scripts by nonce only ('strict-dynamic'), so the bundle's tag carries it.
 */
export default async function ApiReferencePage() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      <script id="api-reference" type="application/json" data-url="/openapi.json" data-configuration={JSON.stringify(configuration)} />
      <script src={`/api-reference/scalar.js?v=${scalarVersion()}`} nonce={nonce} defer />
      {/* Repairs for the viewer's own accessibility bugs (public/api-reference-a11y.js). */}
      <script src="/api-reference-a11y.js" nonce={nonce} defer />
    </>
  );
}
