import os from "node:os";

/**
 * This server's stable name for the job queue: the same after a restart, different from every
 * other live instance, so that a restarting instance can take back exactly the jobs its previous
 * process had claimed (a crash leaves them `running` under a dead worker).
 * - INSTANCE_ID when set (e.g. a StatefulSet pod name): the operator keeps it unique.
 * - PGlite: one process per data folder, so whatever is running at start is a dead process's.
 * - PostgreSQL: host name and listening port (two live instances cannot share both).
 * Undefined when none of that is known: the runner then relies on the lease alone.
 */
export function jobInstanceId(
  kind: "pglite" | "postgres",
  env: Record<string, string | undefined> = process.env,
): { instanceId?: string; reclaimOnStart: "instance" | "all" | "none" } {
  const explicit = env.INSTANCE_ID?.trim();
  if (explicit) return { instanceId: explicit, reclaimOnStart: kind === "pglite" ? "all" : "instance" };
  if (kind === "pglite") return { instanceId: "pglite", reclaimOnStart: "all" };
  const port = env.PORT?.trim();
  if (!port) return { reclaimOnStart: "none" };
  return { instanceId: `${os.hostname()}:${port}`, reclaimOnStart: "instance" };
}
