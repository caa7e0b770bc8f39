CREATE TABLE "processor_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"secret_key" text NOT NULL,
	"secret_key_hint" text NOT NULL,
	"publishable_key" text NOT NULL,
	"webhook_secret" text,
	"key_mode" text NOT NULL,
	"processor_account_id" text,
	"verified_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_issues" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"processor_object_id" text,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"detected_at" timestamp (3) with time zone NOT NULL,
	"resolved_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "processor_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "processor_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "processor_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "processor_customer_id" text;--> statement-breakpoint
ALTER TABLE "processor_accounts" ADD CONSTRAINT "processor_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_events" ADD CONSTRAINT "processor_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_issues" ADD CONSTRAINT "reconciliation_issues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_issues_object_kind_key" ON "reconciliation_issues" USING btree ("account_id","object_id","kind");--> statement-breakpoint
CREATE INDEX "reconciliation_issues_object_idx" ON "reconciliation_issues" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "payment_intents_processor_idx" ON "payment_intents" USING btree ("processor_payment_id");