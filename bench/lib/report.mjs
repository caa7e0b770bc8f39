// Turns the measurements into the console table and the results section of docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : "n/a");
const f0 = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en-US") : "n/a");
const pct = (x) => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : "n/a");
const times = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : "n/a");

/**
 * Adds the ratios to the same server's runs in the same backend: to the floor (`readyz`, one
 * database round trip through the API's pool), which the targets are against, and to the ceiling
 * (`healthz`, no database); and the verdict against the targets.
 */
export function withRatios(rows, targets) {
  return rows.map((r) => {
    const ceiling = rows.find((c) => c.backend === r.backend && c.kind === "ceiling");
    const floor = rows.find((c) => c.backend === r.backend && c.kind === "floor");
    const target = r.kind === "ceiling" || r.kind === "floor" ? undefined : targets[r.backend]?.[r.scenario];
    const ratio = floor ? r.rps / floor.rps : NaN;
    return {
      ...r,
      ratio,
      ceilingRatio: ceiling ? r.rps / ceiling.rps : NaN,
      p50x: floor ? r.p50 / floor.p50 : NaN,
      p99x: floor ? r.p99 / floor.p99 : NaN,
      target,
      met: target === undefined || !Number.isFinite(ratio) ? undefined : ratio >= target,
    };
  });
}

const COLUMNS = [
  ["Backend", (r) => r.backendLabel],
  ["Scenario", (r) => r.scenario],
  ["req/s", (r) => f0(r.rps)],
  ["p50 ms", (r) => f2(r.p50)],
  ["p99 ms", (r) => f2(r.p99)],
  ["req/s vs readyz", (r) => (r.kind === "floor" ? "100%" : pct(r.ratio))],
  ["req/s vs healthz", (r) => (r.kind === "ceiling" ? "100%" : pct(r.ceilingRatio))],
  ["p50 vs readyz", (r) => (r.kind === "floor" ? "1.00×" : times(r.p50x))],
  ["p99 vs readyz", (r) => (r.kind === "floor" ? "1.00×" : times(r.p99x))],
  ["target", (r) => (r.target === undefined ? "" : `≥ ${pct(r.target)} ${r.met === undefined ? "?" : r.met ? "met" : "MISSED"}`)],
  ["server CPU ms/req", (r) => f2(r.serverCpuMsPerReq)],
  ["PostgreSQL CPU ms/req", (r) => (r.dbCpuMsPerReq === undefined ? "" : f2(r.dbCpuMsPerReq))],
  ["handler p50 ms", (r) => (r.handlerP50 === undefined ? "" : f2(r.handlerP50))],
  ["other load", (r) => (Number.isFinite(r.otherCores) ? `${r.otherCores.toFixed(2)}${r.otherCores > 0.3 ? " (noisy)" : ""}` : "n/a")],
];

export function consoleTable(rows) {
  const cells = [COLUMNS.map(([h]) => h), ...rows.map((r) => COLUMNS.map(([, fn]) => String(fn(r))))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function markdownTable(rows) {
  const head = `| ${COLUMNS.map(([h]) => h).join(" | ")} |`;
  const sep = `|${COLUMNS.map((_, i) => (i < 2 ? " --- " : " ---: ")).join("|")}|`;
  return [head, sep, ...rows.map((r) => `| ${COLUMNS.map(([, fn]) => String(fn(r))).join(" | ")} |`)].join("\n");
}

const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";
const HISTORY = "<!-- bench:history -->";

const TEMPLATE = `# Benchmarks

\`npm run bench\` (\`node bench/run.mjs\`) builds the app into \`.next-bench\` (only when the sources
changed), then serves it with \`next start\` twice, on PGlite and on PostgreSQL, and loads each
scenario listed in \`bench/scenarios.mjs\` with autocannon. The section between the markers below
is rewritten by every full run; the rest of this file is kept. Options: \`node bench/run.mjs --help\`.

${START}
${END}

## History

One line per full run, newest first.

${HISTORY}
`;

/** Replaces the results section of docs/benchmarks.md and adds a history line. */
export function writeDocs(file, section, historyLine) {
  mkdirSync(path.dirname(file), { recursive: true });
  let doc = existsSync(file) ? readFileSync(file, "utf8") : TEMPLATE;
  if (!doc.includes(START) || !doc.includes(END)) doc = `${doc.trimEnd()}\n\n${START}\n${END}\n`;
  if (!doc.includes(HISTORY)) doc = `${doc.trimEnd()}\n\n## History\n\nOne line per full run, newest first.\n\n${HISTORY}\n`;
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  doc = `${doc.slice(0, a + START.length)}\n${section.trim()}\n${doc.slice(b)}`;
  doc = doc.replace(HISTORY, `${HISTORY}\n- ${historyLine}`);
  writeFileSync(file, doc);
}
