CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"job_id" uuid,
	"records_key" text NOT NULL,
	"calculator_type" text NOT NULL,
	"job_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"overall_result" text NOT NULL,
	"engine_version" text NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "certificates_job_id_records_key_unique" UNIQUE("job_id","records_key"),
	CONSTRAINT "certificates_calculator_type_valid" CHECK ("certificates"."calculator_type" in ('commercial', 'industrial')),
	CONSTRAINT "certificates_overall_result_valid" CHECK ("certificates"."overall_result" in ('PASS', 'FAIL', 'PENDING'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_id_issued_at_idx" ON "certificates" USING btree ("user_id","issued_at" DESC NULLS LAST);