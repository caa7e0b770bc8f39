import type { EndpointSpec } from "../endpoint";
import { customerEndpoints } from "./customers";

/** Every /v1 operation; the OpenAPI document is generated from this list. */
export const endpoints = {
  ...customerEndpoints,
} satisfies Record<string, EndpointSpec>;
