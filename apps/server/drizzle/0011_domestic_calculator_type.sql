-- Jobs and certificates of the domestic calculator (IGEM/UP/1B, decisions 0820 and 0821).
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_calculator_type_valid";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_calculator_type_valid";--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_calculator_type_valid" CHECK ("certificates"."calculator_type" in ('commercial', 'industrial', 'domestic'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_calculator_type_valid" CHECK ("jobs"."calculator_type" in ('commercial', 'industrial', 'domestic'));