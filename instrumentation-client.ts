// Runs in the browser before any of the app's own code (Next loads it ahead of hydration).
//
// The pages' CSP has no 'unsafe-eval' (lib/server/http/security-headers.ts). zod compiles fast
// object parsers with `new Function` when it may, and probes for that as soon as a schema is
// built; the probe's failure is caught, but the browser still reports a CSP violation. So in the
// browser zod is told not to compile before any schema module runs. The server keeps compiling.
import { config } from "zod/v4/core";

config({ jitless: true });
