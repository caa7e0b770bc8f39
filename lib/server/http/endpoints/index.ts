import type { EndpointSpec } from "../endpoint";
import { customerEndpoints } from "./customers";
import { eventEndpoints } from "./events";

/** Every /v1 operation; the OpenAPI document is generated from this list. */
export const endpoints = {
  ...customerEndpoints,
  ...eventEndpoints,
} satisfies Record<string, EndpointSpec>;
