import type { EndpointSpec } from "../endpoint";
import { catalogueEndpoints } from "./catalogue";
import { customerEndpoints } from "./customers";
import { eventEndpoints } from "./events";

/** Every /v1 operation; the OpenAPI document is generated from this list. */
export const endpoints = {
  ...customerEndpoints,
  ...eventEndpoints,
  ...catalogueEndpoints,
} satisfies Record<string, EndpointSpec>;
