// Display formatting shared by the dashboard: money in cents, dates, names.
// Formatters are cached because Intl constructors are comparatively expensive in table cells.

const LOCALE = "en-US";
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  let f = moneyFormatters.get(code);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { style: "currency", currency: code });
    moneyFormatters.set(code, f);
  }
  return f;
}

/** Integer cents to "$1,234.56"; negative amounts keep their sign ("-$5.00"). */
export function formatMoney(cents: number, currency = "usd"): string {
  // Divide only for display: amounts stay integers everywhere else.
  return moneyFormatter(currency).format(cents / 100);
}

const dateFormatter = new Intl.DateTimeFormat(LOCALE, { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const relativeFormatter = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

/** Accepts ISO strings, Unix seconds (checkout sessions) or Date. */
export function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value < 1e12 ? value * 1000 : value);
  return new Date(value);
}

/** "Nov 22, 2026" */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return dateFormatter.format(toDate(value));
}

/** "Nov 22, 2026, 1:16 AM" */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return dateTimeFormatter.format(toDate(value));
}

const timeFormatter = new Intl.DateTimeFormat(LOCALE, { hour: "numeric", minute: "2-digit", second: "2-digit" });
const dayTimeFormatter = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit" });

/**
 * To the second, for things seconds apart (webhook retries, API requests): "7:36:12 AM" today,
 * "Nov 22, 7:36:12 AM" otherwise.
 */
export function formatTimeToSecond(value: string | number | Date, now: Date = new Date()): string {
  const date = toDate(value);
  return date.toDateString() === now.toDateString() ? timeFormatter.format(date) : dayTimeFormatter.format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "3 minutes ago", "yesterday", "just now". */
export function formatRelative(value: string | number | Date, now: Date = new Date()): string {
  const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relativeFormatter.format(Math.round(seconds / size), unit);
  }
  return relativeFormatter.format(Math.round(seconds / 60), "minute");
}

/** "Maya Okafor", or null when neither part is set. */
export function formatName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].filter(Boolean).join(" ").trim();
  return name || null;
}

/** Up to two initials for an avatar: "Maya Okafor" -> "MO", "demo@example.com" -> "D". */
export function initials(text: string | null | undefined): string {
  if (!text) return "?";
  const words = text
    .replace(/@.*/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0]?.[0] ?? "?")).toUpperCase();
}
