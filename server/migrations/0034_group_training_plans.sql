CREATE TABLE "group_training_plan_attendance" (
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"subject_id" uuid NOT NULL,
	"attendance" text NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_training_plan_attendance_pkey" PRIMARY KEY("plan_id","num","subject_id"),
	CONSTRAINT "group_training_plan_attendance_check" CHECK ("group_training_plan_attendance"."attendance" in ('Attend', 'Absent'))
);
--> statement-breakpoint
ALTER TABLE "group_training_plan_attendance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "group_training_plan_sessions" (
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"course_started_at" timestamp with time zone,
	"course_ended_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "group_training_plan_sessions_pkey" PRIMARY KEY("plan_id","num"),
	CONSTRAINT "group_training_plan_sessions_num_check" CHECK ("group_training_plan_sessions"."num" >= 1)
);
--> statement-breakpoint
ALTER TABLE "group_training_plan_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "group_training_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"class_plan_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"init_difficulty" integer NOT NULL,
	"difficulty" integer NOT NULL,
	"status" text DEFAULT 'NotStarted' NOT NULL,
	"num" integer DEFAULT 1 NOT NULL,
	"total_num" integer NOT NULL,
	"class_state" text DEFAULT 'Idle' NOT NULL,
	"course_open" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_training_plans_status_check" CHECK ("group_training_plans"."status" in ('NotStarted', 'Started', 'Ended')),
	CONSTRAINT "group_training_plans_class_state_check" CHECK ("group_training_plans"."class_state" in ('Idle', 'ClassStarted', 'ClassEnded')),
	CONSTRAINT "group_training_plans_difficulty_check" CHECK ("group_training_plans"."init_difficulty" between 1 and 20 and "group_training_plans"."difficulty" between 1 and 20),
	CONSTRAINT "group_training_plans_num_check" CHECK ("group_training_plans"."num" between 1 and "group_training_plans"."total_num" and "group_training_plans"."total_num" <= 200)
);
--> statement-breakpoint
ALTER TABLE "group_training_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_training_plan_attendance" ADD CONSTRAINT "group_training_plan_attendance_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_attendance" ADD CONSTRAINT "group_training_plan_attendance_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_attendance" ADD CONSTRAINT "group_training_plan_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_attendance" ADD CONSTRAINT "group_training_plan_attendance_session_fk" FOREIGN KEY ("plan_id","num") REFERENCES "public"."group_training_plan_sessions"("plan_id","num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_sessions" ADD CONSTRAINT "group_training_plan_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_sessions" ADD CONSTRAINT "group_training_plan_sessions_plan_id_group_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."group_training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_sessions" ADD CONSTRAINT "group_training_plan_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_sessions" ADD CONSTRAINT "group_training_plan_sessions_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plans" ADD CONSTRAINT "group_training_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plans" ADD CONSTRAINT "group_training_plans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plans" ADD CONSTRAINT "group_training_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_training_plan_attendance_subject_idx" ON "group_training_plan_attendance" USING btree ("subject_id","marked_at");--> statement-breakpoint
CREATE INDEX "group_training_plan_sessions_started_idx" ON "group_training_plan_sessions" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_training_plans_one_open_idx" ON "group_training_plans" USING btree ("group_id") WHERE "group_training_plans"."status" in ('NotStarted', 'Started');--> statement-breakpoint
CREATE INDEX "group_training_plans_group_idx" ON "group_training_plans" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE POLICY "group_training_plan_attendance_tenant_isolation" ON "group_training_plan_attendance" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "group_training_plan_sessions_tenant_isolation" ON "group_training_plan_sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "group_training_plans_tenant_isolation" ON "group_training_plans" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Centres that exist already get the group training plan policies their roles now start with (role-grants.ts).
INSERT INTO "role_permissions" ("tenant_id", "role_name", "permission") SELECT DISTINCT "tenant_id", "role_name", p.permission FROM "role_permissions" CROSS JOIN (VALUES ('RocketSystem.GroupTrainingPlan'), ('RocketSystem.GroupTrainingPlan.Write')) AS p(permission) WHERE "role_name" IN ('CenterAdmin', 'SeniorCoach', 'coach') ON CONFLICT DO NOTHING;
