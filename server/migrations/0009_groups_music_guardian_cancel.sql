CREATE TABLE "group_members" (
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_subject_id_pk" PRIMARY KEY("group_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "group_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"age_stage" text NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_type_check" CHECK ("groups"."type" in ('OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix', 'Class')),
	CONSTRAINT "groups_age_stage_check" CHECK ("groups"."age_stage" in ('PreSchool', 'GradeOrTeenSchool')),
	CONSTRAINT "groups_capacity_check" CHECK ("groups"."capacity" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fas_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"tag_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fas_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "music_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"course_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "music_playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_music_plan_id" uuid NOT NULL,
	"fas_result_id" uuid NOT NULL,
	"tag_names" text[] NOT NULL,
	"started_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_playlists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subject_music_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"music_plan_id" uuid NOT NULL,
	"state" text DEFAULT 'NotStarted' NOT NULL,
	"played_time" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_music_plans_state_check" CHECK ("subject_music_plans"."state" in ('NotStarted', 'Started', 'Finished'))
);
--> statement-breakpoint
ALTER TABLE "subject_music_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fas_results" ADD CONSTRAINT "fas_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fas_results" ADD CONSTRAINT "fas_results_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlists" ADD CONSTRAINT "music_playlists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlists" ADD CONSTRAINT "music_playlists_subject_music_plan_id_subject_music_plans_id_fk" FOREIGN KEY ("subject_music_plan_id") REFERENCES "public"."subject_music_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlists" ADD CONSTRAINT "music_playlists_fas_result_id_fas_results_id_fk" FOREIGN KEY ("fas_result_id") REFERENCES "public"."fas_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlists" ADD CONSTRAINT "music_playlists_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_music_plans" ADD CONSTRAINT "subject_music_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_music_plans" ADD CONSTRAINT "subject_music_plans_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_music_plans" ADD CONSTRAINT "subject_music_plans_music_plan_id_music_plans_id_fk" FOREIGN KEY ("music_plan_id") REFERENCES "public"."music_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_subject_idx" ON "group_members" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "groups_tenant_created_idx" ON "groups" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fas_results_subject_idx" ON "fas_results" USING btree ("subject_id","reported_at");--> statement-breakpoint
CREATE INDEX "music_playlists_plan_idx" ON "music_playlists" USING btree ("subject_music_plan_id","created_at");--> statement-breakpoint
CREATE INDEX "subject_music_plans_subject_idx" ON "subject_music_plans" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE POLICY "group_members_tenant_isolation" ON "group_members" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "groups_tenant_isolation" ON "groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fas_results_tenant_isolation" ON "fas_results" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "music_playlists_tenant_isolation" ON "music_playlists" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subject_music_plans_tenant_isolation" ON "subject_music_plans" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);