CREATE TABLE "billing_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"status" text,
	"plan_tier" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"scheduled_tier" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "billing_accounts_plan_tier_valid" CHECK ("billing_accounts"."plan_tier" in ('basic', 'premium', 'professional')),
	CONSTRAINT "billing_accounts_scheduled_tier_valid" CHECK ("billing_accounts"."scheduled_tier" in ('basic', 'premium', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"cause" text NOT NULL,
	"stripe_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_changes_from_tier_valid" CHECK ("tier_changes"."from_tier" in ('free', 'basic', 'premium', 'professional')),
	CONSTRAINT "tier_changes_to_tier_valid" CHECK ("tier_changes"."to_tier" in ('free', 'basic', 'premium', 'professional')),
	CONSTRAINT "tier_changes_cause_valid" CHECK ("tier_changes"."cause" in ('admin', 'stripe-webhook', 'refresh', 'plan-change', 'cancellation'))
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_changes_user_id_created_at_idx" ON "tier_changes" USING btree ("user_id","created_at");