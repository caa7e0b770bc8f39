import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": import.meta.dirname,
  // Services import "server-only"; outside Next it is an empty module.
  "server-only": path.join(import.meta.dirname, "lib/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // The suite's webhook receivers listen on 127.0.0.1 (see WEBHOOK_ALLOW_PRIVATE_DESTINATIONS).
          env: { LOG_REQUESTS: "0", WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: "1" },
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/api/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          setupFiles: ["tests/api/check-invariants.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One server serves every file; files run one after another against it.
          fileParallelism: false,
        },
      },
    ],
  },
});
