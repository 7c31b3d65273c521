CREATE TABLE "corporate_hotel_pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_hotel_pictures" ADD CONSTRAINT "corporate_hotel_pictures_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_hotel_pictures_hotel_idx" ON "corporate_hotel_pictures" USING btree ("hotel_id");