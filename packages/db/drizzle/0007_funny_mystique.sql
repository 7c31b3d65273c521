ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
-- Messages from before the relay: a recorded error becomes a dead letter the operador can retry; the rest were
-- delivered (through SMTP, or to the development mailbox, which was their only destination) and are not re-sent.
UPDATE "outbox" SET "status" = CASE WHEN "sent_at" IS NULL AND "error" IS NOT NULL THEN 'dead' ELSE 'sent' END, "attempts" = 1;
