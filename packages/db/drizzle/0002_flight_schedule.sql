CREATE TABLE "flight_routes" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_routes_origin_destination_pk" PRIMARY KEY("origin","destination")
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"flight_number" integer NOT NULL,
	"operating_carrier" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"aircraft" text NOT NULL,
	"technical_stop" text,
	"technical_stop_minutes" integer,
	"weekdays" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_seats" (
	"schedule_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"cabin" text NOT NULL,
	"capacity" integer NOT NULL,
	"seats_left" integer NOT NULL,
	CONSTRAINT "flight_seats_schedule_id_departure_date_cabin_pk" PRIMARY KEY("schedule_id","departure_date","cabin"),
	CONSTRAINT "flight_seats_left_check" CHECK ("flight_seats"."seats_left" >= 0 AND "flight_seats"."seats_left" <= "flight_seats"."capacity")
);
--> statement-breakpoint
ALTER TABLE "flight_seats" ADD CONSTRAINT "flight_seats_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_schedules_flight_key" ON "flight_schedules" USING btree ("carrier","flight_number","origin","destination");--> statement-breakpoint
CREATE INDEX "flight_schedules_route_idx" ON "flight_schedules" USING btree ("origin","destination");