ALTER TABLE "bookings" ADD COLUMN "lowest_fare" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "missed_savings" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "public_rate" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "co2_kg" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_international" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_short_notice" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vendor" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vendor_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "room_nights" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "public_nightly_rate" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_report_idx" ON "bookings" USING btree ("company_id","created_at","status","type","total","user_id","cost_center_id","within_policy","is_international","is_short_notice","out_of_policy_reason_id","co2_kg","missed_savings","lowest_fare","public_rate","room_nights","decided_at","decided_by","vendor","route","destination");--> statement-breakpoint
-- Bookings stored before: what their history and details already say (the estimates and fares stay unknown).
UPDATE "bookings" AS b SET "decided_at" = e."created_at", "decided_by" = e."actor_user_id"
FROM (
  SELECT DISTINCT ON ("booking_id") "booking_id", "created_at", "actor_user_id" FROM "booking_events"
  WHERE "from_status" = 'pending_approval' AND "to_status" IN ('approved', 'rejected')
  ORDER BY "booking_id", "created_at"
) AS e
WHERE e."booking_id" = b."id";--> statement-breakpoint
UPDATE "bookings" SET
  "vendor" = "details"->'itinerary'->'route'->0->>'airline',
  "route" = ("details"->'itinerary'->>'flyFrom') || '-' || ("details"->'itinerary'->>'flyTo'),
  "destination" = "details"->'itinerary'->>'flyTo',
  "is_international" = ("details"->'itinerary'->'countryFrom'->>'code') IS DISTINCT FROM ("details"->'itinerary'->'countryTo'->>'code')
WHERE "type" = 'flight';--> statement-breakpoint
UPDATE "bookings" SET
  "vendor" = "details"->>'hotelCode',
  "vendor_name" = "details"->>'hotelName',
  "room_nights" = ("details"->>'nights')::int * coalesce(("details"->>'rooms')::int, 1)
WHERE "type" = 'hotel';
