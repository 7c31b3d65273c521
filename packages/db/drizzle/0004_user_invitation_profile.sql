ALTER TABLE "user_invitations" ADD COLUMN "firstname" text;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "documento" text;