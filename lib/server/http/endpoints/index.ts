import type { EndpointSpec } from "../endpoint";
import { catalogueEndpoints } from "./catalogue";
import { customerEndpoints } from "./customers";
import { eventEndpoints } from "./events";
import { paymentEndpoints } from "./payments";
import { webhookEndpoints } from "./webhooks";

/** Every /v1 operation; the OpenAPI document is generated from this list. */
export const endpoints = {
  ...customerEndpoints,
  ...eventEndpoints,
  ...catalogueEndpoints,
  ...paymentEndpoints,
  ...webhookEndpoints,
} satisfies Record<string, EndpointSpec>;
