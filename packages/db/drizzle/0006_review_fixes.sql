ALTER TABLE "payroll_deductions" ADD COLUMN "documento" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_deadline_reminder_key" ON "notifications" USING btree ("booking_id","user_id") WHERE "notifications"."kind" = 'deadline_near';--> statement-breakpoint
UPDATE "payroll_deductions" SET "documento" = "users"."documento" FROM "users" WHERE "users"."id" = "payroll_deductions"."user_id" AND "payroll_deductions"."documento" IS NULL;
