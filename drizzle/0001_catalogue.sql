CREATE TABLE "coupon_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"coupon_id" text NOT NULL,
	"promo_code_id" text,
	"customer_id" text,
	"reference" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"name" text,
	"amount_off" integer,
	"percent_off_bps" integer,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"applies_to" jsonb,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"redeem_by" timestamp (3) with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"label" text,
	"active" boolean DEFAULT true NOT NULL,
	"line_items" jsonb NOT NULL,
	"allow_promotion_codes" boolean DEFAULT false NOT NULL,
	"shipping_address_collection" boolean DEFAULT false NOT NULL,
	"shipping_options" jsonb,
	"payment_intent_data" jsonb NOT NULL,
	"after_completion" jsonb NOT NULL,
	"origin" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"product_id" text NOT NULL,
	"description" text,
	"unit_amount" integer NOT NULL,
	"type" text NOT NULL,
	"recurring_interval" text,
	"recurring_interval_count" integer,
	"trial_period_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"hsa_fsa_eligibility" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"visit_type" text,
	"active" boolean DEFAULT true NOT NULL,
	"upc_code" text,
	"gtin" text,
	"reference_gtin" text,
	"hsa_fsa_eligibility" text,
	"eligibility_rationale" text,
	"client_reference_id" text,
	"url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"coupon_id" text NOT NULL,
	"code" text NOT NULL,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"customer_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_promo_idx" ON "coupon_redemptions" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "coupons_list_idx" ON "coupons" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_links_list_idx" ON "payment_links" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prices_list_idx" ON "prices" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prices_product_idx" ON "prices" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_client_ref_idx" ON "products" USING btree ("account_id","test_mode","client_reference_id");--> statement-breakpoint
CREATE INDEX "promo_codes_list_idx" ON "promo_codes" USING btree ("account_id","test_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("account_id","test_mode",lower("code"));