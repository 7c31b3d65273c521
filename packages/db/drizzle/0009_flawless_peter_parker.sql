CREATE TABLE "company_logos" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Logos on other hosts are dropped: every user's browser would fetch them (OWN_LOGO_PATH_PATTERN in the domain).
UPDATE "companies" SET "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" !~ '^/(brand/[a-z0-9-]{1,60}\.(svg|png|jpe?g|webp)|api/companies/[0-9]{1,10}/logo(\?v=[0-9]{1,20})?)$';
