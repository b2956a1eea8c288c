CREATE TABLE "certificate_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"to" text NOT NULL,
	"mail_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_filename" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_content_type" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_content" "bytea";--> statement-breakpoint
ALTER TABLE "certificate_emails" ADD CONSTRAINT "certificate_emails_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_emails" ADD CONSTRAINT "certificate_emails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_emails" ADD CONSTRAINT "certificate_emails_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_emails_user_id_sent_at_idx" ON "certificate_emails" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "certificate_emails_certificate_id_idx" ON "certificate_emails" USING btree ("certificate_id");