CREATE TABLE "captures" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"checkout_session_id" text NOT NULL,
	"amount_captured" integer NOT NULL,
	"amount_shipping_captured" integer NOT NULL,
	"amount_discount_captured" integer NOT NULL,
	"amount_tax_captured" integer NOT NULL,
	"items" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"origin" text NOT NULL,
	"capture_method" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"allow_promotion_codes" boolean DEFAULT false NOT NULL,
	"line_items" jsonb NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"split_cart" jsonb,
	"amount_received" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"total_details" jsonb NOT NULL,
	"hsa_fsa_eligible" boolean NOT NULL,
	"lmn_required" boolean NOT NULL,
	"lmn_status" text,
	"intake" jsonb,
	"success_url" text,
	"cancel_url" text,
	"client_reference_id" text,
	"customer_id" text,
	"defaults" jsonb,
	"shipping_address_collection" boolean DEFAULT false NOT NULL,
	"shipping_options" jsonb,
	"shipping_details" jsonb,
	"tax_rate" jsonb,
	"visit_type" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_link_id" text,
	"setup_intent_id" text,
	"setup_future_use" text,
	"subscription_data" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"checkout_session_id" text,
	"cart" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_capturable" integer DEFAULT 0 NOT NULL,
	"amount_received" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"capture_method" text NOT NULL,
	"customer_id" text,
	"payment_method" text,
	"latest_charge" text,
	"client_secret" text NOT NULL,
	"last_payment_error" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"customer_id" text,
	"processor_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"hsa_fsa" boolean NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"payment_intent_id" text NOT NULL,
	"checkout_session_id" text,
	"amount" integer NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"reference_id" text,
	"reference_type" text,
	"reference_status" text,
	"failure_reason" text,
	"processor_refund_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"checkout_session_id" text,
	"partner_id" text,
	"customer_id" text,
	"description" text,
	"payment_method" text,
	"status" text NOT NULL,
	"usage" text DEFAULT 'off_session' NOT NULL,
	"client_secret" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captures" ADD CONSTRAINT "captures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_intents" ADD CONSTRAINT "setup_intents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captures_list_idx" ON "captures" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "captures_session_idx" ON "captures" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_list_idx" ON "checkout_sessions" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkout_sessions_client_ref_idx" ON "checkout_sessions" USING btree ("account_id","test_mode","client_reference_id");--> statement-breakpoint
CREATE INDEX "payment_intents_list_idx" ON "payment_intents" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_intents_session_idx" ON "payment_intents" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "refunds_list_idx" ON "refunds" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_intent_idx" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "setup_intents_list_idx" ON "setup_intents" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);