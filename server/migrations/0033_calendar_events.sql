CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"calendar_event_type" text DEFAULT 'Training' NOT NULL,
	"subject_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"executor_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"course_type" text NOT NULL,
	"period_interval_unit" text,
	"period_interval_number" integer,
	"course_count" integer,
	"parent_sms" boolean DEFAULT true NOT NULL,
	"trainer_sms" boolean DEFAULT true NOT NULL,
	"parent_before_hours" integer DEFAULT 24 NOT NULL,
	"executor_before_hours" integer DEFAULT 24 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_time_check" CHECK ("calendar_events"."end_time" > "calendar_events"."start_time"),
	CONSTRAINT "calendar_events_course_type_check" CHECK ("calendar_events"."course_type" in ('Offline', 'Online')),
	CONSTRAINT "calendar_events_period_check" CHECK ("calendar_events"."period_interval_unit" is null or "calendar_events"."period_interval_unit" in ('Day', 'Month'))
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_executor_id_users_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_tenant_start_idx" ON "calendar_events" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "calendar_events_executor_start_idx" ON "calendar_events" USING btree ("executor_id","start_time");--> statement-breakpoint
CREATE INDEX "calendar_events_subject_start_idx" ON "calendar_events" USING btree ("subject_id","start_time");--> statement-breakpoint
CREATE INDEX "calendar_events_plan_start_idx" ON "calendar_events" USING btree ("plan_id","start_time");--> statement-breakpoint
CREATE POLICY "calendar_events_tenant_isolation" ON "calendar_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Centres that exist already get the calendar policies their roles now start with (role-grants.ts).
INSERT INTO "role_permissions" ("tenant_id", "role_name", "permission") SELECT DISTINCT "tenant_id", "role_name", p.permission FROM "role_permissions" CROSS JOIN (VALUES ('Business.Calendar'), ('Business.Calendar.Read')) AS p(permission) WHERE "role_name" IN ('CenterAdmin', 'SeniorCoach', 'coach', 'FrontDesk') ON CONFLICT DO NOTHING;
