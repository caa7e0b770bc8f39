/** Cookie names shared by the API wrapper and the dashboard. */
export const SESSION_COOKIE = "cp_session";
export const CSRF_COOKIE = "cp_csrf";
export const MODE_COOKIE = "cp_mode";
export const CSRF_HEADER = "x-csrf-token";

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
