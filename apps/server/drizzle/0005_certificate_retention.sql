ALTER TABLE "certificates" ADD COLUMN "account_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "certificates_account_closed_at_idx" ON "certificates" USING btree ("account_closed_at") WHERE "certificates"."user_id" is null;--> statement-breakpoint
-- Accounts deleted before this migration: the closing date was not recorded, so their six years start now (decision 0432).
UPDATE "certificates" SET "account_closed_at" = now() WHERE "user_id" IS NULL;
