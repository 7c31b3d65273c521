CREATE TABLE "booking_scope_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"cost_center_id" integer,
	"travel_group_id" integer,
	"right" text NOT NULL,
	"ends_on" date,
	"granted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_scope_delegations_right_check" CHECK ("booking_scope_delegations"."right" IN ('book', 'manage')),
	CONSTRAINT "booking_scope_delegations_one_scope_check" CHECK (("booking_scope_delegations"."cost_center_id" IS NULL) <> ("booking_scope_delegations"."travel_group_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "booking_scope_delegations" ADD CONSTRAINT "booking_scope_delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_scope_delegations" ADD CONSTRAINT "booking_scope_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_scope_delegations" ADD CONSTRAINT "booking_scope_delegations_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_scope_delegations" ADD CONSTRAINT "booking_scope_delegations_travel_group_id_travel_groups_id_fk" FOREIGN KEY ("travel_group_id") REFERENCES "public"."travel_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_scope_delegations" ADD CONSTRAINT "booking_scope_delegations_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_scope_delegations_delegate_idx" ON "booking_scope_delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_scope_delegations_center_key" ON "booking_scope_delegations" USING btree ("delegate_id","cost_center_id") WHERE "booking_scope_delegations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_scope_delegations_group_key" ON "booking_scope_delegations" USING btree ("delegate_id","travel_group_id") WHERE "booking_scope_delegations"."revoked_at" IS NULL;