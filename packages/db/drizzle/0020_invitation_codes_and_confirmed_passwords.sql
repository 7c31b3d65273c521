ALTER TABLE "pending_sign_ups" ADD COLUMN "invitation_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invitation_code_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invitation_code_domains_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invitation_code_max_uses" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invitation_code_uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invitation_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "code_sign_ups_need_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_sign_ups" DROP COLUMN "password_hash";--> statement-breakpoint
-- The static codes (a word and the year) were guessable: they stop working; administrators make a random one.
UPDATE "companies" SET "invitation_code" = NULL;--> statement-breakpoint
-- Invitations and reset links of people already deactivated die with their access (decision 035).
UPDATE "user_invitations" SET "expires_at" = now()
  WHERE "accepted_at" IS NULL AND "expires_at" > now()
    AND "invited_by" IN (SELECT "id" FROM "users" WHERE NOT "is_active");--> statement-breakpoint
UPDATE "password_reset_tokens" SET "used_at" = now()
  WHERE "used_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE NOT "is_active");
