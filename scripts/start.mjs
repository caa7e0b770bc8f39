// npm start: build if the sources changed, then serve the production build.
// The server migrates PGlite, seeds the demo merchant into an empty database and prints the login.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
buildIfNeeded();
const port = process.env.PORT || "3000";
const host = process.env.HOST || "127.0.0.1";
// The server reads HOST too: on a non-loopback bind it gives the demo login a random password.
process.env.HOST = host;
if (!process.env.PUBLIC_BASE_URL) process.env.PUBLIC_BASE_URL = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", port, "-H", host], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
