// node bench/profile-summary.mjs <file.cpuprofile> [top] [--last S] [--match a,b,c]: where a server
// CPU profile spent its time: self time per source (package, Next chunk, node internals) and per
// function, and inclusive time of the functions whose names contain one of --match.
// --last S keeps only the last S seconds (the server stops right after the measured run).
// Record one with: node bench/run.mjs --backends postgres --only customers.retrieve \
//   --node-arg=--cpu-prof --node-arg=--cpu-prof-dir=/tmp/prof
import { readFileSync } from "node:fs";

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const last = Number(flag("--last") || 0);
const match = (flag("--match") || "").split(",").filter(Boolean);
const [file, topArg] = argv;
if (!file) {
  console.error("usage: node bench/profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg || 40);
const prof = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
const times = [];
let t = prof.startTime;
for (let i = 0; i < prof.samples.length; i++) times.push((t += dt[i] ?? 0));
const from = last ? prof.endTime - last * 1e6 : -Infinity;
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
for (let i = 0; i < prof.samples.length; i++) {
  if (times[i] < from) continue;
  const id = prof.samples[i];
  self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  if (match.length) {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const name = byId.get(n).callFrame.functionName;
      for (const m of match)
        if (name.includes(m) && !seen.has(m)) {
          seen.add(m);
          inclusive.set(m, (inclusive.get(m) ?? 0) + (dt[i] ?? 0));
        }
    }
  }
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

function source(url) {
  if (!url) return "(native/vm)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    const pkg = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    return pkg === "next" ? `next/${rest.slice(1, 4).join("/")}` : pkg;
  }
  if (url.startsWith("node:")) return url;
  const i = url.indexOf("/server/");
  return i >= 0 ? url.slice(i + 1) : url;
}

const fnTotals = new Map();
const srcTotals = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const fname = `${cf.functionName || "(anonymous)"} ${source(cf.url)}:${cf.lineNumber + 1}`;
  fnTotals.set(fname, (fnTotals.get(fname) ?? 0) + t);
  const s = cf.url ? source(cf.url) : cf.functionName;
  srcTotals.set(s, (srcTotals.get(s) ?? 0) + t);
}
const show = (m, n) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`)
    .join("\n");
console.log(
  `total sampled ${(total / 1000).toFixed(0)} ms${last ? ` (last ${last} s)` : ""}\n\nBy source:\n${show(srcTotals, 25)}\n\nBy function (self time):\n${show(fnTotals, top)}`,
);
if (match.length) console.log(`\nInclusive time of functions named like:\n${show(inclusive, match.length)}`);
