CREATE TABLE "export_chunks" (
	"export_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_count" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"cursor" jsonb,
	"file_size" integer,
	"file_sha256" text,
	"failure_reason" text,
	"started_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_chunks" ADD CONSTRAINT "export_chunks_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_chunks_key" ON "export_chunks" USING btree ("export_id","seq");--> statement-breakpoint
CREATE INDEX "exports_list_idx" ON "exports" USING btree ("account_id","test_mode","created_at","id");