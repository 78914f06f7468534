CREATE TABLE "calendar_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_recipient_check" CHECK ("calendar_reminders"."recipient" in ('trainer', 'guardian')),
	CONSTRAINT "calendar_reminders_status_check" CHECK ("calendar_reminders"."status" in ('pending', 'sent', 'late', 'expired', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "calendar_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminders_event_recipient_key" ON "calendar_reminders" USING btree ("event_id","recipient");--> statement-breakpoint
CREATE INDEX "calendar_reminders_due_idx" ON "calendar_reminders" USING btree ("tenant_id","due_at") WHERE "calendar_reminders"."status" = 'pending';--> statement-breakpoint
CREATE POLICY "calendar_reminders_tenant_isolation" ON "calendar_reminders" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);