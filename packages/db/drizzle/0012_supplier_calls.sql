CREATE TABLE "supplier_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"operation" text NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supplier_calls_recent_idx" ON "supplier_calls" USING btree ("supplier","created_at");