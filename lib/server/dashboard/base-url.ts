import "server-only";
import { headers } from "next/headers";

/** Where API clients reach this service: PUBLIC_BASE_URL, else the host this page was served from. */
export async function apiBaseUrl(): Promise<string> {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return `${proto}://${host}`;
}
