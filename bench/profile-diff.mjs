// node bench/profile-diff.mjs <a.cpuprofile> <requests in a's window> <b.cpuprofile> <requests in b's window> [top] [--last S]
// Where one scenario's extra time per request goes: self time per function and source, in µs per
// request, of the last S seconds (default 10: the measured window) of two server profiles, e.g.
// /healthz (a) against GET /v1/customers/{id} (b), sorted by what b spends more. The request
// counts are req/s × S from the bench output of the same runs. Record each profile with
//   node bench/run.mjs --backends postgres --only <scenario> --node-arg=--cpu-prof --node-arg=--cpu-prof-dir=DIR
// (`--only healthz` for the ceiling alone).
import { readFileSync } from "node:fs";

const argv = process.argv.slice(2);
const lastAt = argv.indexOf("--last");
const last = lastAt >= 0 ? Number(argv.splice(lastAt, 2)[1]) : 10;
const [fileA, reqsA, fileB, reqsB, top = "50"] = argv;
if (!fileB || !(Number(reqsA) > 0) || !(Number(reqsB) > 0)) {
  console.error("usage: node bench/profile-diff.mjs <a.cpuprofile> <requests> <b.cpuprofile> <requests> [top] [--last S]");
  process.exit(2);
}

/** µs of self time per request for each "function source" in the profile's last `last` seconds. */
function perRequest(file, requests) {
  const prof = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const from = prof.endTime - last * 1e6;
  const self = new Map();
  let total = 0;
  let t = prof.startTime;
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = prof.timeDeltas[i] ?? 0;
    t += dt;
    if (t < from) continue;
    const { functionName, url } = byId.get(prof.samples[i]).callFrame;
    const source = url
      .replace(/^.*node_modules\//, "")
      .replace(/^.*\.next[^/]*\//, "")
      .split("/")
      .slice(0, 3)
      .join("/");
    const key = `${functionName || "(anonymous)"} ${source}`.trim();
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  }
  return { self: new Map([...self].map(([k, v]) => [k, v / requests])), total: total / requests };
}

const a = perRequest(fileA, Number(reqsA));
const b = perRequest(fileB, Number(reqsB));
console.log(`sampled µs per request: a ${a.total.toFixed(0)}, b ${b.total.toFixed(0)}, b - a ${(b.total - a.total).toFixed(0)}`);
console.log("   b - a        a        b  function source");
const rows = [...new Set([...a.self.keys(), ...b.self.keys()])]
  .map((k) => [k, a.self.get(k) ?? 0, b.self.get(k) ?? 0])
  .sort((x, y) => y[2] - y[1] - (x[2] - x[1]));
for (const [k, x, y] of rows.slice(0, Number(top))) {
  console.log(`${(y - x).toFixed(1).padStart(8)} ${x.toFixed(1).padStart(8)} ${y.toFixed(1).padStart(8)}  ${k}`);
}
