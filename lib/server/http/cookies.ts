export { CSRF_COOKIE, CSRF_HEADER, MODE_COOKIE, SESSION_COOKIE } from "@/lib/cookie-names";

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      const raw = part.slice(i + 1).trim();
      // A malformed escape (%E0%A4%A) names no session: never an exception.
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
