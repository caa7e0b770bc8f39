import { retrieveQuerySchema } from "@/lib/schemas/common";
import { requestLogListQuerySchema, requestLogSchema } from "@/lib/schemas/request-log";
import { z } from "zod";
import { defineEndpoints } from "../endpoint";

export const requestLogEndpoints = defineEndpoints({
  listRequestLogs: {
    method: "GET",
    path: "/v1/request_logs",
    tag: "Request logs",
    summary: "List your API requests, newest first",
    resource: "request_log",
    plural: "request_logs",
    query: requestLogListQuerySchema,
    response: z.array(requestLogSchema),
  },
  retrieveRequestLog: {
    method: "GET",
    path: "/v1/request_logs/{id}",
    tag: "Request logs",
    summary: "Retrieve one API request by its request id",
    resource: "request_log",
    query: retrieveQuerySchema,
    response: requestLogSchema,
  },
});
