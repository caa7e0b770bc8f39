import os from "node:os";
import { describe, expect, it } from "vitest";
import { jobInstanceId } from "@/lib/server/jobs/instance-id";

describe("jobInstanceId", () => {
  it("PGlite: one process per data folder, so every job running at start is taken back", () => {
    expect(jobInstanceId("pglite", {})).toEqual({ instanceId: "pglite", reclaimOnStart: "all" });
  });
  it("PostgreSQL: host and port, or INSTANCE_ID; nothing taken back when neither is known", () => {
    expect(jobInstanceId("postgres", { PORT: "3000" })).toEqual({ instanceId: `${os.hostname()}:3000`, reclaimOnStart: "instance" });
    expect(jobInstanceId("postgres", { PORT: "3000", INSTANCE_ID: "payments-1" })).toEqual({ instanceId: "payments-1", reclaimOnStart: "instance" });
    expect(jobInstanceId("postgres", {})).toEqual({ reclaimOnStart: "none" });
  });
});
