// The theme's colours (issue 24): every text token reaches WCAG AA (4.5:1) on the surfaces it is
// used on, every non-text token (icons, control boundaries, focus, chart series) 3:1; and no page
// or component picks a colour of its own from Tailwind's palette, so that these checks are the
// only ones a colour needs. The browser suite (e2e/accessibility.spec.ts) checks the pages.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { THEME, contrast } from "./theme-colours";

const ROOT = path.join(import.meta.dirname, "..", "..");

/** The light surfaces text sits on: white, and the palette's lightest neutrals. */
const SURFACES = ["white", "slate-50", "slate-100"];

/** [foreground, backgrounds, minimum ratio]. */
const PAIRS: [string, string[], number][] = [
  // Text.
  ...["fg", "fg-secondary", "muted", "subtle"].map((t): [string, string[], number] => [t, [...SURFACES, "brand-50"], 4.5]),
  ["subtle", ["disabled"], 4.5],
  // Tones: on white, the neutral surfaces and their own tints (badges, callouts, toasts).
  ["accent", [...SURFACES, "brand-50", "brand-100"], 4.5],
  ["accent-strong", [...SURFACES, "brand-50", "brand-100"], 4.5],
  ["success", [...SURFACES, "emerald-50", "emerald-100"], 4.5],
  ["success-strong", [...SURFACES, "emerald-50", "emerald-100"], 4.5],
  ["warning", [...SURFACES, "amber-50", "amber-100"], 4.5],
  ["warning-strong", [...SURFACES, "amber-50", "amber-100"], 4.5],
  ["danger", [...SURFACES, "red-50", "red-100"], 4.5],
  ["danger-strong", [...SURFACES, "red-50", "red-100", "rose-50"], 4.5],
  ["info", [...SURFACES, "sky-50", "sky-100"], 4.5],
  ["test", [...SURFACES, "orange-50", "orange-100"], 4.5],
  ["test-strong", [...SURFACES, "orange-50", "orange-100"], 4.5],
  // White text on solid fills (buttons, the test-mode banner, the account avatar).
  ["white", ["primary", "primary-hover", "danger-fill", "danger-fill-hover", "test-fill", "inverse", "inverse-hover"], 4.5],
  // Text on the inverse surface (code blocks).
  ...["on-inverse", "on-inverse-muted", "code-key", "code-string", "code-literal", "code-number"].map((t): [string, string[], number] => [t, ["inverse"], 4.5]),
  // Avatars' initials on their tints.
  ["avatar-sky", ["sky-100"], 4.5],
  ["avatar-emerald", ["emerald-100"], 4.5],
  ["avatar-amber", ["amber-100"], 4.5],
  ["avatar-rose", ["rose-100"], 4.5],
  ["avatar-violet", ["violet-100"], 4.5],
  ["avatar-teal", ["teal-100"], 4.5],
  // Non-text: icons, the boundaries of inputs and switches, focus rings, chart series.
  ["icon", SURFACES, 3],
  ["control", ["white", "slate-50"], 3],
  ["focus", [...SURFACES, "brand-50"], 3],
  ...["chart-1", "chart-2", "chart-3", "chart-4"].map((t): [string, string[], number] => [t, ["white"], 3]),
];

describe("theme colours", () => {
  it.each(PAIRS)("%s on %j reaches %d:1", (fg, backgrounds, minimum) => {
    if (fg !== "white") expect(THEME[fg], `--color-${fg} in app/globals.css`).toBeDefined();
    for (const bg of backgrounds) {
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("measures as WCAG does (the issue's figures: slate-400 on white 2.63:1, white on orange-500 2.88:1)", () => {
    expect(contrast("slate-400", "white")).toBeCloseTo(2.63, 2);
    expect(contrast("white", "orange-500")).toBeCloseTo(2.89, 1);
    expect(contrast("slate-900", "white")).toBeCloseTo(17.8, 1);
  });

  it("every semantic colour of the theme is checked above", () => {
    const checked = new Set(PAIRS.flatMap(([fg, bgs]) => [fg, ...bgs]));
    const semantic = Object.keys(THEME).filter((name) => !/^brand-\d+$/.test(name) && !["chart-grid", "chart-cursor"].includes(name));
    expect(semantic.filter((name) => !checked.has(name))).toEqual([]);
  });
});

// --- No page picks its own colour ------------------------------------------------------------

const PALETTE = "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand";
/** Utilities that colour what must be read or seen: any palette shade is refused. */
const FOREGROUND = new RegExp(
  `(?<![\\w-])(?:[\\w&\\[\\]:>*-]+:)?(?:text|placeholder|fill|stroke|caret|decoration|outline|accent)-(?:${PALETTE})-\\d{2,3}\\b`,
  "g",
);
/** Surfaces, lines and rings: light tints (50-200) are what text sits on; 300 and darker are the theme's. */
const DARK_SHADE = new RegExp(`(?<![\\w-])(?:[\\w&\\[\\]:>*-]+:)?(?:bg|border|ring|divide|from|via|to|shadow)-(?:${PALETTE})-(?:[3-9]\\d{2})\\b`, "g");
/** A literal colour handed to a chart or a style: the theme's variables instead. */
const LITERAL = /\b(?:fill|stroke|color|backgroundColor|borderColor)\s*[:=]\s*\{?\s*["'`]#[0-9a-f]{3,8}\b/gi;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(tsx?|jsx?)$/.test(name) ? [full] : [];
  });
}

describe("no page or component picks its own colour", () => {
  const files = [...sources(path.join(ROOT, "app")), ...sources(path.join(ROOT, "components"))];

  it("finds the sources", () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it("uses the theme's colours for text, icons, boundaries, focus rings and fills (app/globals.css)", () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const rx of [FOREGROUND, DARK_SHADE, LITERAL]) {
        for (const m of text.matchAll(rx)) {
          const line = text.slice(0, m.index).split("\n").length;
          found.push(`${path.relative(ROOT, file)}:${line}: ${m[0]}`);
        }
      }
    }
    expect(found, "use a theme colour (text-fg, text-subtle, text-icon, ring-control, bg-primary, text-success, ...: app/globals.css) instead").toEqual([]);
  });

  it("would catch a page that picks one", () => {
    for (const sample of [
      'className="text-slate-400"',
      'className="hover:text-brand-600"',
      'className="bg-orange-500"',
      'className="ring-slate-300"',
      'tick={{ fill: "#94a3b8" }}',
      'className="placeholder:text-gray-400"',
    ]) {
      const hits = [FOREGROUND, DARK_SHADE, LITERAL].some((rx) => [...sample.matchAll(rx)].length > 0);
      expect(hits, sample).toBe(true);
    }
    for (const sample of ['className="bg-slate-50 text-subtle ring-slate-200"', 'className="text-white bg-primary"', 'className="bg-amber-50 text-warning"']) {
      const hits = [FOREGROUND, DARK_SHADE, LITERAL].some((rx) => [...sample.matchAll(rx)].length > 0);
      expect(hits, sample).toBe(false);
    }
  });
});
