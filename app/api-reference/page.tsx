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
      <script src={`/api-reference/scalar.js?v=${scalarVersion()}`} nonce={nonce} />
    </>
  );
}
