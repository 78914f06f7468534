CREATE TABLE "user_offline_plan_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"for_guardian" boolean DEFAULT false NOT NULL,
	"answers" jsonb NOT NULL,
	"created_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_offline_plan_feedbacks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_offline_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"position" integer NOT NULL,
	"program_id" uuid NOT NULL,
	"difficulty" integer NOT NULL,
	"operate" text,
	"is_adjustment" boolean DEFAULT false NOT NULL,
	"has_done" boolean,
	"done_time" timestamp with time zone,
	"done_by" uuid,
	CONSTRAINT "user_offline_plan_items_difficulty_check" CHECK ("user_offline_plan_items"."difficulty" between 1 and 20),
	CONSTRAINT "user_offline_plan_items_operate_check" CHECK ("user_offline_plan_items"."operate" in ('Increase', 'Decrease')),
	CONSTRAINT "user_offline_plan_items_num_check" CHECK ("user_offline_plan_items"."num" >= 1 and "user_offline_plan_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_offline_plan_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_offline_plan_sessions" (
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"mode" text NOT NULL,
	"attendance" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"finished_at" timestamp with time zone,
	"finished_by" uuid,
	"interview_required" boolean DEFAULT false NOT NULL,
	"interview_at" timestamp with time zone,
	CONSTRAINT "user_offline_plan_sessions_mode_check" CHECK ("user_offline_plan_sessions"."mode" in ('Offline', 'Online')),
	CONSTRAINT "user_offline_plan_sessions_attendance_check" CHECK ("user_offline_plan_sessions"."attendance" in ('Attend', 'Absent'))
);
--> statement-breakpoint
ALTER TABLE "user_offline_plan_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_offline_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"ils_version" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"rules" jsonb NOT NULL,
	"status" text DEFAULT 'None' NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"total_num" integer NOT NULL,
	"can_next" boolean DEFAULT false NOT NULL,
	"interview_pending" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_try" boolean DEFAULT false NOT NULL,
	"mode" text DEFAULT 'Offline' NOT NULL,
	"coach_id" uuid,
	"valid_from" date,
	"valid_until" date,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_offline_plans_status_check" CHECK ("user_offline_plans"."status" in ('None', 'Started', 'Finished', 'ReportedReady', 'Closed')),
	CONSTRAINT "user_offline_plans_version_check" CHECK ("user_offline_plans"."ils_version" in ('V3', 'V4')),
	CONSTRAINT "user_offline_plans_mode_check" CHECK ("user_offline_plans"."mode" in ('Offline', 'Online')),
	CONSTRAINT "user_offline_plans_num_check" CHECK ("user_offline_plans"."num" between 1 and "user_offline_plans"."total_num" and "user_offline_plans"."total_num" <= 200),
	CONSTRAINT "user_offline_plans_period_check" CHECK ("user_offline_plans"."valid_until" is null or "user_offline_plans"."valid_from" is null or "user_offline_plans"."valid_from" <= "user_offline_plans"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "user_offline_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "assessment_times_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"tag_id" text NOT NULL,
	"times" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_times_records_times_check" CHECK ("assessment_times_records"."times" between -100000 and 100000)
);
--> statement-breakpoint
ALTER TABLE "assessment_times_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_hours_record_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"plan_id" uuid,
	"num" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_hours_record_changes_kind_check" CHECK ("class_hours_record_changes"."kind" in ('Add', 'Edit', 'Disable', 'Renewal', 'Usage', 'Return'))
);
--> statement-breakpoint
ALTER TABLE "class_hours_record_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_hours_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"type" text NOT NULL,
	"billing_method" text NOT NULL,
	"start_time" date,
	"end_time" date,
	"class_hours" integer,
	"used_hours" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'InEffect' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_hours_records_type_check" CHECK ("class_hours_records"."type" in ('Online', 'Offline', 'HomeBased')),
	CONSTRAINT "class_hours_records_billing_check" CHECK ("class_hours_records"."billing_method" in ('None', 'Time', 'Quantity', 'QuantityAndTime')),
	CONSTRAINT "class_hours_records_state_check" CHECK ("class_hours_records"."state" in ('InEffect', 'Disabled')),
	CONSTRAINT "class_hours_records_used_check" CHECK ("class_hours_records"."used_hours" >= 0 and ("class_hours_records"."class_hours" is null or "class_hours_records"."used_hours" <= "class_hours_records"."class_hours")),
	CONSTRAINT "class_hours_records_hours_check" CHECK ("class_hours_records"."class_hours" is null or "class_hours_records"."class_hours" between 0 and 100000),
	CONSTRAINT "class_hours_records_period_check" CHECK ("class_hours_records"."start_time" is null or "class_hours_records"."end_time" is null or "class_hours_records"."start_time" <= "class_hours_records"."end_time")
);
--> statement-breakpoint
ALTER TABLE "class_hours_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_offline_plan_feedbacks" ADD CONSTRAINT "user_offline_plan_feedbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_feedbacks" ADD CONSTRAINT "user_offline_plan_feedbacks_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_feedbacks" ADD CONSTRAINT "user_offline_plan_feedbacks_item_id_user_offline_plan_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."user_offline_plan_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_feedbacks" ADD CONSTRAINT "user_offline_plan_feedbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_items" ADD CONSTRAINT "user_offline_plan_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_items" ADD CONSTRAINT "user_offline_plan_items_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_items" ADD CONSTRAINT "user_offline_plan_items_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_items" ADD CONSTRAINT "user_offline_plan_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_sessions" ADD CONSTRAINT "user_offline_plan_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_sessions" ADD CONSTRAINT "user_offline_plan_sessions_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_sessions" ADD CONSTRAINT "user_offline_plan_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_sessions" ADD CONSTRAINT "user_offline_plan_sessions_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plans" ADD CONSTRAINT "user_offline_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plans" ADD CONSTRAINT "user_offline_plans_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plans" ADD CONSTRAINT "user_offline_plans_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plans" ADD CONSTRAINT "user_offline_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_times_records" ADD CONSTRAINT "assessment_times_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_times_records" ADD CONSTRAINT "assessment_times_records_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_times_records" ADD CONSTRAINT "assessment_times_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_record_changes" ADD CONSTRAINT "class_hours_record_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_record_changes" ADD CONSTRAINT "class_hours_record_changes_record_id_class_hours_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."class_hours_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_record_changes" ADD CONSTRAINT "class_hours_record_changes_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_record_changes" ADD CONSTRAINT "class_hours_record_changes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_records" ADD CONSTRAINT "class_hours_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_records" ADD CONSTRAINT "class_hours_records_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hours_records" ADD CONSTRAINT "class_hours_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_offline_plan_feedbacks_plan_idx" ON "user_offline_plan_feedbacks" USING btree ("plan_id","creation_time");--> statement-breakpoint
CREATE INDEX "user_offline_plan_feedbacks_item_idx" ON "user_offline_plan_feedbacks" USING btree ("item_id","for_guardian","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "user_offline_plan_items_place_idx" ON "user_offline_plan_items" USING btree ("plan_id","num","position");--> statement-breakpoint
CREATE INDEX "user_offline_plan_items_program_idx" ON "user_offline_plan_items" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_offline_plan_sessions_key" ON "user_offline_plan_sessions" USING btree ("plan_id","num");--> statement-breakpoint
CREATE INDEX "user_offline_plan_sessions_started_idx" ON "user_offline_plan_sessions" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_offline_plans_one_open_idx" ON "user_offline_plans" USING btree ("subject_id") WHERE "user_offline_plans"."status" in ('None', 'Started') and not "user_offline_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "user_offline_plans_subject_idx" ON "user_offline_plans" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "user_offline_plans_tenant_status_idx" ON "user_offline_plans" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "assessment_times_records_subject_idx" ON "assessment_times_records" USING btree ("subject_id","tag_id");--> statement-breakpoint
CREATE INDEX "assessment_times_records_tenant_idx" ON "assessment_times_records" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "class_hours_record_changes_record_idx" ON "class_hours_record_changes" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "class_hours_records_subject_idx" ON "class_hours_records" USING btree ("subject_id","type","state");--> statement-breakpoint
CREATE INDEX "class_hours_records_tenant_idx" ON "class_hours_records" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE POLICY "user_offline_plan_feedbacks_tenant_isolation" ON "user_offline_plan_feedbacks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_offline_plan_items_tenant_isolation" ON "user_offline_plan_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_offline_plan_sessions_tenant_isolation" ON "user_offline_plan_sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_offline_plans_tenant_isolation" ON "user_offline_plans" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "assessment_times_records_tenant_isolation" ON "assessment_times_records" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "class_hours_record_changes_tenant_isolation" ON "class_hours_record_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "class_hours_records_tenant_isolation" ON "class_hours_records" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Centres that exist already get the new write policy where their roles read offline plans (role-grants.ts).
INSERT INTO "role_permissions" ("tenant_id", "role_name", "permission") SELECT "tenant_id", "role_name", 'RocketSystem.UserOfflinePlan.Write' FROM "role_permissions" WHERE "permission" = 'RocketSystem.UserOfflinePlan' AND "role_name" IN ('CenterAdmin', 'SeniorCoach', 'coach') ON CONFLICT DO NOTHING;
