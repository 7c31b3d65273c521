CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locator" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"supplier" text NOT NULL,
	"supplier_ref" text,
	"details" jsonb NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'COP' NOT NULL,
	"within_policy" boolean NOT NULL,
	"out_of_policy_reason" text,
	"cost_center_id" integer,
	"payment_method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_allotments" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_allotments_room_type_id_date_pk" PRIMARY KEY("room_type_id","date"),
	CONSTRAINT "hotel_allotments_sold_check" CHECK ("hotel_allotments"."sold" >= 0 AND "hotel_allotments"."sold" <= "hotel_allotments"."total")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"board" text NOT NULL,
	"refundable" boolean NOT NULL,
	"cancellation" text NOT NULL,
	"base_rate" integer NOT NULL,
	"rooms_per_night" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_id" integer,
	"source" text NOT NULL,
	"iata" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"stars" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"own_contract" boolean DEFAULT false NOT NULL,
	"nightly_rate" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"time_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_allotments" ADD CONSTRAINT "hotel_allotments_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_locator_key" ON "bookings" USING btree ("locator");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_idempotency_key" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centers_company_code_key" ON "cost_centers" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_types_hotel_code_key" ON "hotel_room_types" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_code_key" ON "hotels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "hotels_iata_idx" ON "hotels" USING btree ("iata","source");--> statement-breakpoint
CREATE INDEX "hotels_company_idx" ON "hotels" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_company_kind_type_key" ON "policies" USING btree ("company_id","kind","type");