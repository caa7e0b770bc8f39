DROP INDEX "captures_list_idx";--> statement-breakpoint
DROP INDEX "checkout_sessions_list_idx";--> statement-breakpoint
DROP INDEX "coupons_list_idx";--> statement-breakpoint
DROP INDEX "customers_list_idx";--> statement-breakpoint
DROP INDEX "events_list_idx";--> statement-breakpoint
DROP INDEX "payment_intents_list_idx";--> statement-breakpoint
DROP INDEX "payment_links_list_idx";--> statement-breakpoint
DROP INDEX "prices_list_idx";--> statement-breakpoint
DROP INDEX "prices_product_idx";--> statement-breakpoint
DROP INDEX "products_list_idx";--> statement-breakpoint
DROP INDEX "promo_codes_list_idx";--> statement-breakpoint
DROP INDEX "refunds_list_idx";--> statement-breakpoint
DROP INDEX "setup_intents_list_idx";--> statement-breakpoint
CREATE INDEX "captures_list_idx" ON "captures" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_list_idx" ON "checkout_sessions" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_list_idx" ON "coupons" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_list_idx" ON "customers" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "events_list_idx" ON "events" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_list_idx" ON "payment_intents" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_links_list_idx" ON "payment_links" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "prices_list_idx" ON "prices" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "prices_product_idx" ON "prices" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "promo_codes_list_idx" ON "promo_codes" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_list_idx" ON "refunds" USING btree ("account_id","test_mode","created_at","id");--> statement-breakpoint
CREATE INDEX "setup_intents_list_idx" ON "setup_intents" USING btree ("account_id","test_mode","created_at","id");