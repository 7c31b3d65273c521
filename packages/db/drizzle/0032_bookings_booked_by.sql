-- Who booked, apart from who travels (decision 069): every booking made so far was booked by its traveller.
ALTER TABLE "bookings" ADD COLUMN "booked_by" integer;--> statement-breakpoint
UPDATE "bookings" SET "booked_by" = "user_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booked_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_booked_by_idx" ON "bookings" USING btree ("booked_by","created_at");
