/** Where shoppers and clients reach this service: PUBLIC_BASE_URL, else the request's origin. */
export function publicBaseUrl(request?: Request): string {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  if (request) return new URL(request.url).origin;
  return `http://localhost:${process.env.PORT || 3000}`;
}
