CREATE TABLE "request_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"route" text NOT NULL,
	"query" text,
	"status" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	"source" text NOT NULL,
	"api_key_id" text,
	"api_key_name" text,
	"api_key_last_four" text,
	"idempotency_key" text,
	"client_ip" text,
	"object_id" text,
	"trace_id" text,
	"request_body" text,
	"response_body" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_logs_list_idx" ON "request_logs" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "request_logs_object_idx" ON "request_logs" USING btree ("account_id","test_mode","object_id","created_at");