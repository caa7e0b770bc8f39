import { z } from "zod";
import { retrieveQuerySchema } from "@/lib/schemas/common";
import { eventSchema } from "@/lib/schemas/event";
import {
  eventRetrySchema, sendTestEventSchema, webhookAttemptListQuerySchema, webhookAttemptSchema, webhookCreateSchema, webhookListQuerySchema,
  webhookReadOnlyFields, webhookSchema, webhookStatsSchema, webhookUpdateSchema,
} from "@/lib/schemas/webhook";
import { defineEndpoints } from "../endpoint";

export const webhookEndpoints = defineEndpoints({
  createWebhook: {
    method: "POST", path: "/v1/webhooks", tag: "Webhooks", summary: "Create a webhook endpoint (answers its signing_secret once)",
    resource: "webhook", body: webhookCreateSchema, readOnly: webhookReadOnlyFields, response: webhookSchema,
  },
  listWebhooks: {
    method: "GET", path: "/v1/webhooks", tag: "Webhooks", summary: "List webhook endpoints",
    resource: "webhook", plural: "webhooks", query: webhookListQuerySchema, response: z.array(webhookSchema),
  },
  retrieveWebhook: {
    method: "GET", path: "/v1/webhooks/{id}", tag: "Webhooks", summary: "Retrieve a webhook endpoint",
    resource: "webhook", query: retrieveQuerySchema, response: webhookSchema,
  },
  updateWebhook: {
    method: "PATCH", path: "/v1/webhooks/{id}", tag: "Webhooks", summary: "Update a webhook endpoint (url, events, description, metadata, disabled)",
    resource: "webhook", body: webhookUpdateSchema, readOnly: webhookReadOnlyFields, response: webhookSchema,
  },
  deleteWebhook: {
    method: "DELETE", path: "/v1/webhooks/{id}", tag: "Webhooks", summary: "Delete a webhook endpoint (answers it with deleted: true; a JSON body is ignored)",
    resource: "webhook", response: webhookSchema,
  },
  rotateWebhookSecret: {
    method: "POST", path: "/v1/webhooks/{id}/rotate_secret", tag: "Webhooks", summary: "Rotate the signing secret; the old one keeps signing alongside for 24 hours",
    resource: "webhook", response: webhookSchema,
  },
  sendWebhookTestEvent: {
    method: "POST", path: "/v1/webhooks/{id}/send_test_event", tag: "Webhooks", summary: "Send a webhook.ping event to this endpoint now",
    resource: "event", bodyKey: "event", bodyOptional: true, body: sendTestEventSchema, response: eventSchema,
  },
  listWebhookAttempts: {
    method: "GET", path: "/v1/webhooks/{id}/attempts", tag: "Webhooks", summary: "List delivery attempts to an endpoint, newest first",
    resource: "webhook_attempt", plural: "webhook_attempts", query: webhookAttemptListQuerySchema, response: z.array(webhookAttemptSchema),
  },
  retrieveWebhookStats: {
    method: "GET", path: "/v1/webhooks/{id}/stats", tag: "Webhooks", summary: "Delivery success over the last 24 hours",
    resource: "webhook_stats", query: retrieveQuerySchema, response: webhookStatsSchema,
  },
  retryEvent: {
    method: "POST", path: "/v1/events/{id}/retry", tag: "Events", summary: "Send an event to one endpoint now (whatever it subscribes to); the attempt is recorded",
    resource: "event", body: eventRetrySchema, response: eventSchema,
  },
  listEventAttempts: {
    method: "GET", path: "/v1/events/{id}/attempts", tag: "Events", summary: "List the delivery attempts of an event to every endpoint",
    resource: "webhook_attempt", plural: "webhook_attempts", query: webhookAttemptListQuerySchema, response: z.array(webhookAttemptSchema),
  },
});
