CREATE TABLE "eligibility_list_items" (
	"list_id" text NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"name" text NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"trigger" text DEFAULT 'scheduled' NOT NULL,
	"http_status" integer,
	"latency_ms" integer,
	"response_excerpt" text,
	"error" text,
	"next_retry_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"description" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_reason" text,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp (3) with time zone,
	"failing_since" timestamp (3) with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_review" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_confidence" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_signals" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_decided_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eligibility_decided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "eligibility_list_items" ADD CONSTRAINT "eligibility_list_items_list_id_eligibility_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."eligibility_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_lists" ADD CONSTRAINT "eligibility_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_list_items_key" ON "eligibility_list_items" USING btree ("list_id","code");--> statement-breakpoint
CREATE INDEX "eligibility_list_items_code_idx" ON "eligibility_list_items" USING btree ("account_id","test_mode","code");--> statement-breakpoint
CREATE INDEX "eligibility_lists_list_idx" ON "eligibility_lists" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_list_idx" ON "webhook_attempts" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_event_idx" ON "webhook_attempts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_list_idx" ON "webhook_endpoints" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("account_id","test_mode","eligibility_review","created_at","id");