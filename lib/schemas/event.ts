import { z } from "zod";
import { listQuerySchema, timestampSchema } from "./common";

export const eventSchema = z.object({
  event_id: z.string(),
  event_type: z.string().describe("Dotted <resource>.<verb>, e.g. customer.created, account.updated"),
  object: z.record(z.string(), z.unknown()).describe("The affected resource under a key named for it"),
  test_mode: z.boolean(),
  created_at: timestampSchema,
});

export const eventListQuerySchema = listQuerySchema.extend({
  event_type: z.string().max(100).optional(),
  object_id: z.string().max(100).optional().describe("Only events about this object"),
});

export type Event = z.infer<typeof eventSchema>;
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
