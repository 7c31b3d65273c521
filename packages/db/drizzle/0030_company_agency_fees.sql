CREATE TABLE "company_agency_fees" (
	"company_id" integer NOT NULL,
	"product" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_agency_fees_company_id_product_pk" PRIMARY KEY("company_id","product"),
	CONSTRAINT "company_agency_fees_product_check" CHECK ("company_agency_fees"."product" IN ('national-flight', 'international-flight', 'hotel', 'change')),
	CONSTRAINT "company_agency_fees_amount_check" CHECK ("company_agency_fees"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_agency_fees" ADD CONSTRAINT "company_agency_fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;