CREATE TABLE "company_branding" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"company_phone" text DEFAULT '' NOT NULL,
	"company_email" text DEFAULT '' NOT NULL,
	"company_website" text DEFAULT '' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"primary_color" text DEFAULT '#2563eb' NOT NULL,
	"secondary_color" text DEFAULT '#64748b' NOT NULL,
	"engineer_name" text DEFAULT '' NOT NULL,
	"gas_safe_number" text DEFAULT '' NOT NULL,
	"logo_image_id" uuid,
	"signature_image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"byte_size" integer,
	"width_px" integer,
	"height_px" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_purpose_valid" CHECK ("uploaded_images"."purpose" in ('logo', 'signature')),
	CONSTRAINT "uploaded_images_status_valid" CHECK ("uploaded_images"."status" in ('pending', 'received', 'ready'))
);
--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_logo_image_id_uploaded_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_signature_image_id_uploaded_images_id_fk" FOREIGN KEY ("signature_image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_user_id_idx" ON "uploaded_images" USING btree ("user_id");