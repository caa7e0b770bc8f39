import { z } from "zod";
import { isoTimestampSchema, listQuerySchema, text, timestampSchema } from "./common";

export const eventSchema = z
  .object({
    event_id: z.string(),
    event_type: z.string().describe("Dotted <resource>.<verb>, e.g. customer.created, account.updated"),
    object: z.record(z.string(), z.unknown()).describe("The affected resource under a key named for it"),
    test_mode: z.boolean(),
    created_at: timestampSchema,
  })
  .meta({ id: "Event" });

export const eventListQuerySchema = listQuerySchema.extend({
  event_type: text().max(100).optional().describe("One type, or a prefix ending in '.*' (checkout.session.*)"),
  created_gte: isoTimestampSchema.optional().describe("Only events created at or after this time"),
  created_lt: isoTimestampSchema.optional().describe("Only events created before this time"),
  object_id: text().max(100).optional().describe("Only events about this object"),
});

export type Event = z.infer<typeof eventSchema>;
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
