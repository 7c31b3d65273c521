CREATE TABLE "company_fiscal_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"nit" text NOT NULL,
	"check_digit" smallint NOT NULL,
	"legal_name" text NOT NULL,
	"person_type" text NOT NULL,
	"responsibilities" text[] NOT NULL,
	"tax_scheme" text NOT NULL,
	"municipality_code" text NOT NULL,
	"billing_email" text NOT NULL,
	"withholds_income_tax" boolean NOT NULL,
	"withholds_ica" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_fiscal_profiles_person_type_check" CHECK ("company_fiscal_profiles"."person_type" IN ('juridica', 'natural')),
	CONSTRAINT "company_fiscal_profiles_tax_scheme_check" CHECK ("company_fiscal_profiles"."tax_scheme" IN ('01', '04', 'ZA', 'ZZ')),
	CONSTRAINT "company_fiscal_profiles_check_digit_check" CHECK ("company_fiscal_profiles"."check_digit" BETWEEN 0 AND 9)
);
--> statement-breakpoint
ALTER TABLE "company_fiscal_profiles" ADD CONSTRAINT "company_fiscal_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;