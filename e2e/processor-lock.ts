// live-mode.spec.ts needs the demo merchant without a processor and processor-settings.spec.ts
// saves one: each holds this lock (a directory, made atomically) while it runs on its worker.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Waits for the merchant's processor lock (up to 170 s) and returns its release. */
export async function acquireProcessorLock(accountId: string): Promise<() => void> {
  const dir = path.join(os.tmpdir(), `cp-e2e-processor-${accountId}.lock`);
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, "pid"), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A worker that crashed leaves its lock behind: take it over.
    const holder = lockHolder(dir);
    if (holder && !processAlive(holder)) rmSync(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`the processor settings lock ${dir} is still held`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The pid in the lock, or 0 while it is being made (or just went). */
function lockHolder(dir: string): number {
  try {
    return Number(readFileSync(path.join(dir, "pid"), "utf8")) || 0;
  } catch {
    return 0;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
