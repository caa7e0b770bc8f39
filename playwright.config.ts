// Browser tests of the merchant dashboard: Debian's Chromium (never a downloaded browser) against
// a production build served by e2e/start-server.mjs on a fresh, seeded PGlite folder.
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;

const debianChromium = {
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Artifacts live in their own folder: Playwright empties outputDir, and npm test keeps its
  // JSON reports next to it in test-results/.
  outputDir: "test-results/e2e-artifacts",
  // Every test signs in first (a password hash and the dashboard rendered with its reads on the server).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One server and one PGlite database serve every worker; tests create their own data.
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...debianChromium,
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, ...debianChromium },
    },
  ],
  webServer: {
    command: "node e2e/start-server.mjs",
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: false,
    // Request logs stay out of the test report; startup errors (stderr) still show.
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the script stop Next and delete its temporary database folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
