// CPU time of a process tree from /proc (Linux), to report server CPU per request.
import { readFileSync, readdirSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = s.slice(s.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(f[1]), cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS };
  } catch {
    return undefined;
  }
}

/** pid and all its descendants, each with its /proc stat (empty if /proc is unavailable). */
function tree(rootPid) {
  let pids;
  try {
    pids = readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
  const stats = new Map();
  for (const p of pids) {
    const s = stat(p);
    if (s) stats.set(p, s);
  }
  const found = [];
  const queue = [rootPid];
  const seen = new Set();
  while (queue.length) {
    const p = queue.pop();
    if (seen.has(p)) continue;
    seen.add(p);
    const s = stats.get(p);
    if (s) found.push({ pid: p, ...s });
    for (const [c, cs] of stats) if (cs.ppid === p) queue.push(c);
  }
  return found;
}

/** user+system CPU ms of pid and all its descendants (0 if /proc is unavailable). */
export function treeCpuMs(rootPid) {
  return tree(rootPid).reduce((total, p) => total + p.cpuMs, 0);
}

/** Machine-wide CPU ms (all cores): busy and total, from /proc/stat. */
export function machineCpuMs() {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = v[3] + (v[4] ?? 0); // idle + iowait
    return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * A counter of the CPU ms used by processes whose command line contains `needle` (e.g. the
 * PostgreSQL backends of one database). Processes that exit keep their last reading, so the
 * counter never goes backwards when a pool closes an idle connection.
 */
export function cpuCounter(needle) {
  const last = new Map();
  return () => {
    let pids = [];
    try {
      pids = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
    } catch {
      // no /proc
    }
    for (const p of pids) {
      try {
        if (!readFileSync(`/proc/${p}/cmdline`, "utf8").includes(needle)) continue;
      } catch {
        continue;
      }
      const ms = stat(Number(p))?.cpuMs;
      if (ms !== undefined) last.set(p, ms);
    }
    let total = 0;
    for (const v of last.values()) total += v;
    return total;
  };
}

/** Resident memory (bytes) of pid and all its descendants, from /proc (0 if unavailable). */
export function treeRssBytes(rootPid) {
  let total = 0;
  for (const { pid } of tree(rootPid)) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // gone
    }
  }
  return total;
}
