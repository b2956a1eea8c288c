CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"calculator_type" text NOT NULL,
	"job_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"engineer_name" text NOT NULL,
	"gas_safe_number" text NOT NULL,
	"location" text NOT NULL,
	"calculation" jsonb NOT NULL,
	"site_name" text,
	"section_identity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_user_id_client_id_unique" UNIQUE("user_id","client_id"),
	CONSTRAINT "jobs_calculator_type_valid" CHECK ("jobs"."calculator_type" in ('commercial', 'industrial'))
);
--> statement-breakpoint
CREATE TABLE "test_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"test_name" text NOT NULL,
	"calculation" jsonb NOT NULL,
	"actual_readings" jsonb NOT NULL,
	"site_name" text,
	"section_identity" text,
	"latitude" double precision,
	"longitude" double precision,
	"results" jsonb NOT NULL,
	"test_result" text NOT NULL,
	"engine_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_records_job_id_client_id_unique" UNIQUE("job_id","client_id"),
	CONSTRAINT "test_records_test_name_valid" CHECK ("test_records"."test_name" in ('Strength Test', 'Tightness Test', 'Purge', 'Let-by Test')),
	CONSTRAINT "test_records_test_result_valid" CHECK ("test_records"."test_result" in ('PASS', 'FAIL', 'PENDING')),
	CONSTRAINT "test_records_location_valid" CHECK (("test_records"."latitude" is null and "test_records"."longitude" is null) or ("test_records"."latitude" between -90 and 90 and "test_records"."longitude" between -180 and 180))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_user_id_updated_at_idx" ON "jobs" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_records_job_id_recorded_at_idx" ON "test_records" USING btree ("job_id","recorded_at");