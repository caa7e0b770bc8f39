// Reads colours as the browser would draw them: the theme's tokens from app/globals.css and
// Tailwind's palette from its theme.css, oklch() or hex, converted to sRGB for WCAG's ratio.
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..", "..");

function readColours(file: string): Record<string, string> {
  const css = readFileSync(file, "utf8");
  const out: Record<string, string> = {};
  for (const m of css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)) out[m[1]] = m[2].trim();
  return out;
}

/** `--color-*` of the app's theme (app/globals.css): "subtle" -> "oklch(52% 0.046 257)". */
export const THEME = readColours(path.join(ROOT, "app", "globals.css"));
/** Tailwind's palette: "slate-100" -> "oklch(96.8% 0.007 247.896)". */
export const PALETTE = readColours(path.join(ROOT, "node_modules", "tailwindcss", "theme.css"));

/** A token, a palette name, "white" or a literal colour, as 0-255 sRGB channels. */
export function rgb(colour: string): [number, number, number] {
  if (colour === "white") return [255, 255, 255];
  const value = THEME[colour] ?? PALETTE[colour] ?? colour;
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const ok = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!ok) throw new Error(`not a colour: ${colour} (${value})`);
  const [L, C, h] = [Number(ok[1]) / 100, Number(ok[2]), Number(ok[3])];
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((x) => {
    const v = Math.min(1, Math.max(0, x));
    return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  }) as [number, number, number];
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
