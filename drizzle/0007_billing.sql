CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"subscription_id" text,
	"customer_id" text,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"period_start" timestamp (3) with time zone NOT NULL,
	"period_end" timestamp (3) with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"credit_applied" integer DEFAULT 0 NOT NULL,
	"amount_due" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"charge" text,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_payment_attempt" timestamp (3) with time zone,
	"last_payment_error" jsonb,
	"collection_method" text DEFAULT 'charge_automatically' NOT NULL,
	"dedupe_key" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finalized_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"voided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_items" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"price_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"customer_id" text,
	"checkout_session_id" text,
	"status" text NOT NULL,
	"payment_method_id" text,
	"hsa_fsa_payment_method_id" text,
	"interval" text NOT NULL,
	"interval_count" integer NOT NULL,
	"billing_cycle_anchor" timestamp (3) with time zone NOT NULL,
	"current_period_start" timestamp (3) with time zone NOT NULL,
	"current_period_end" timestamp (3) with time zone NOT NULL,
	"trial_start" timestamp (3) with time zone,
	"trial_end" timestamp (3) with time zone,
	"cancel_at" timestamp (3) with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"proration_behavior" text DEFAULT 'always_invoice' NOT NULL,
	"latest_invoice_id" text,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"pending_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_action_at" timestamp (3) with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "test_clock_offset_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "dunning_final_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "test_outcome" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_dedupe_key" ON "invoices" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "subscription_items_subscription_idx" ON "subscription_items" USING btree ("subscription_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_list_idx" ON "subscriptions" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_action_at");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_intents_invoice_idx" ON "payment_intents" USING btree ("invoice_id");