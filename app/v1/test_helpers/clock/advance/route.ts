// /v1/test_helpers/clock/advance: move the test-mode billing clock and run what falls due (test mode only).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { advanceTestClock } from "@/lib/server/billing/advance-test-clock";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.advanceTestClock, ({ scope, body }) => advanceTestClock(scope, body)),
});
