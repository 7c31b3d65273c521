CREATE TABLE "company_sign_in_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"sso_only" boolean DEFAULT false NOT NULL,
	"break_glass_user_id" integer,
	"first_sign_in" text DEFAULT 'existing_only' NOT NULL,
	"oidc_client_id" text,
	"oidc_client_secret_sealed" text,
	"oidc_issuer" text,
	"oidc_tenant_id" text,
	"oidc_hosted_domain" text,
	"saml_entity_id" text,
	"saml_sso_url" text,
	"saml_certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_sign_in_settings_method_check" CHECK ("company_sign_in_settings"."method" IN ('password', 'oidc_google', 'oidc_microsoft', 'oidc_generic', 'saml')),
	CONSTRAINT "company_sign_in_settings_first_sign_in_check" CHECK ("company_sign_in_settings"."first_sign_in" IN ('create_traveller', 'existing_only'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_sign_on_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"browser_hash" text NOT NULL,
	"return_path" text NOT NULL,
	"nonce" text,
	"code_verifier_sealed" text,
	"saml_request_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"handoff_hash" text,
	"handoff_expires_at" timestamp with time zone,
	"user_id" integer,
	"email" text,
	"firstname" text,
	"last_name" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "single_sign_on_attempts_handoff_hash_unique" UNIQUE("handoff_hash"),
	CONSTRAINT "single_sign_on_attempts_protocol_check" CHECK ("single_sign_on_attempts"."protocol" IN ('oidc', 'saml'))
);
--> statement-breakpoint
ALTER TABLE "company_sign_in_settings" ADD CONSTRAINT "company_sign_in_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_settings" ADD CONSTRAINT "company_sign_in_settings_break_glass_user_id_users_id_fk" FOREIGN KEY ("break_glass_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_domains" ADD CONSTRAINT "sign_in_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_attempts" ADD CONSTRAINT "single_sign_on_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_sign_on_attempts" ADD CONSTRAINT "single_sign_on_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_domains_company_idx" ON "sign_in_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "single_sign_on_attempts_expires_idx" ON "single_sign_on_attempts" USING btree ("expires_at");