CREATE TABLE "scim_tokens" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_directory_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"external_id" text,
	"user_name" text,
	"display_name" text,
	"emails" jsonb,
	"phone_numbers" jsonb,
	"employee_number" text,
	"department" text,
	"cost_center" text,
	"manager_user_id" integer,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_groups" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_directory_profiles" ADD CONSTRAINT "user_directory_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_directory_profiles" ADD CONSTRAINT "user_directory_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_directory_profiles" ADD CONSTRAINT "user_directory_profiles_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_token_hash_key" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_directory_profiles_company_external_id_key" ON "user_directory_profiles" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_groups_company_external_id_key" ON "travel_groups" USING btree ("company_id","external_id");