import type { EndpointSpec } from "../endpoint";
import { billingEndpoints } from "./billing";
import { catalogueEndpoints } from "./catalogue";
import { customerEndpoints } from "./customers";
import { eventEndpoints } from "./events";
import { exportEndpoints } from "./exports";
import { paymentEndpoints } from "./payments";
import { requestLogEndpoints } from "./request-logs";
import { webhookEndpoints } from "./webhooks";

/** Every /v1 operation; the OpenAPI document is generated from this list. */
export const endpoints = {
  ...customerEndpoints,
  ...eventEndpoints,
  ...catalogueEndpoints,
  ...paymentEndpoints,
  ...webhookEndpoints,
  ...exportEndpoints,
  ...billingEndpoints,
  ...requestLogEndpoints,
} satisfies Record<string, EndpointSpec>;
