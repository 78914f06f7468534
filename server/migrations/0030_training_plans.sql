CREATE TABLE "user_training_plan_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"minutes" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_training_plan_exercises_type_check" CHECK ("user_training_plan_exercises"."type" in ('Online', 'Offline')),
	CONSTRAINT "user_training_plan_exercises_minutes_check" CHECK ("user_training_plan_exercises"."minutes" between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "user_training_plan_exercises" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_training_plan_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_training_plan_punches_remark_check" CHECK (length("user_training_plan_punches"."remark") <= 500)
);
--> statement-breakpoint
ALTER TABLE "user_training_plan_punches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_training_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'Active' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "user_training_plans_type_check" CHECK ("user_training_plans"."type" in ('Sleep', 'Nutrition', 'Exercise')),
	CONSTRAINT "user_training_plans_state_check" CHECK ("user_training_plans"."state" in ('Active', 'Ended')),
	CONSTRAINT "user_training_plans_remark_check" CHECK (length("user_training_plans"."remark") <= 500)
);
--> statement-breakpoint
ALTER TABLE "user_training_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_training_plan_exercises" ADD CONSTRAINT "user_training_plan_exercises_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plan_exercises" ADD CONSTRAINT "user_training_plan_exercises_plan_id_user_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plan_punches" ADD CONSTRAINT "user_training_plan_punches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plan_punches" ADD CONSTRAINT "user_training_plan_punches_plan_id_user_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plan_punches" ADD CONSTRAINT "user_training_plan_punches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plans" ADD CONSTRAINT "user_training_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plans" ADD CONSTRAINT "user_training_plans_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plans" ADD CONSTRAINT "user_training_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_training_plans" ADD CONSTRAINT "user_training_plans_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_training_plan_exercises_place_idx" ON "user_training_plan_exercises" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_training_plan_punches_day_idx" ON "user_training_plan_punches" USING btree ("plan_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "user_training_plans_one_active_idx" ON "user_training_plans" USING btree ("subject_id","type") WHERE "user_training_plans"."state" = 'Active';--> statement-breakpoint
CREATE INDEX "user_training_plans_subject_idx" ON "user_training_plans" USING btree ("subject_id","type","creation_time");--> statement-breakpoint
CREATE POLICY "user_training_plan_exercises_tenant_isolation" ON "user_training_plan_exercises" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_training_plan_punches_tenant_isolation" ON "user_training_plan_punches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_training_plans_tenant_isolation" ON "user_training_plans" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Centres that exist already get the new write policy where their roles read training plans (role-grants.ts).
INSERT INTO "role_permissions" ("tenant_id", "role_name", "permission") SELECT "tenant_id", "role_name", 'RocketSystem.UserTrainingPlan.Write' FROM "role_permissions" WHERE "permission" = 'RocketSystem.UserTrainingPlan' AND "role_name" IN ('CenterAdmin', 'SeniorCoach', 'coach') ON CONFLICT DO NOTHING;
