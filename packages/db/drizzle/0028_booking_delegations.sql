CREATE TABLE "booking_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"traveller_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"right" text NOT NULL,
	"ends_on" date,
	"granted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_delegations_right_check" CHECK ("booking_delegations"."right" IN ('book', 'manage')),
	CONSTRAINT "booking_delegations_not_self_check" CHECK ("booking_delegations"."traveller_id" <> "booking_delegations"."delegate_id")
);
--> statement-breakpoint
ALTER TABLE "booking_delegations" ADD CONSTRAINT "booking_delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_delegations" ADD CONSTRAINT "booking_delegations_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_delegations" ADD CONSTRAINT "booking_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_delegations" ADD CONSTRAINT "booking_delegations_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_delegations_delegate_idx" ON "booking_delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "booking_delegations_traveller_idx" ON "booking_delegations" USING btree ("traveller_id");