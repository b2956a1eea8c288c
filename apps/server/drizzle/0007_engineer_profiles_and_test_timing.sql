CREATE TABLE "engineer_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"engineer_name" text DEFAULT '' NOT NULL,
	"gas_safe_number" text DEFAULT '' NOT NULL,
	"default_gauge_type" text,
	"default_test_medium" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engineer_profiles_gauge_type_valid" CHECK ("engineer_profiles"."default_gauge_type" is null or "engineer_profiles"."default_gauge_type" in ('water', 'electronic05', 'electronic01')),
	CONSTRAINT "engineer_profiles_test_medium_valid" CHECK ("engineer_profiles"."default_test_medium" is null or "engineer_profiles"."default_test_medium" in ('Air', 'Gas'))
);
--> statement-breakpoint
ALTER TABLE "test_records" ADD COLUMN "timed_in_app" boolean;--> statement-breakpoint
ALTER TABLE "test_records" ADD COLUMN "action_note" text;--> statement-breakpoint
ALTER TABLE "engineer_profiles" ADD CONSTRAINT "engineer_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;