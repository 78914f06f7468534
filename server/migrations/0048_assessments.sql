CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"questionnaires" jsonb NOT NULL,
	"report_needs_pay" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "assessments_catalogue_key" UNIQUE("catalogue_id"),
	CONSTRAINT "assessments_kind_check" CHECK ("assessments"."kind" in ('Questionnaire', 'ParentInterview')),
	CONSTRAINT "assessments_content_status_check" CHECK ("assessments"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "assessments_sort_order_check" CHECK ("assessments"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assessments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"plan_id" uuid,
	"status" text DEFAULT 'Created' NOT NULL,
	"need_pay" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_page" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"sent_at" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"obtained_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_assessments_status_check" CHECK ("user_assessments"."status" in ('Created', 'SentToGuardian', 'Answering', 'ReportedReady')),
	CONSTRAINT "user_assessments_report_check" CHECK (("user_assessments"."status" = 'ReportedReady') = ("user_assessments"."report" is not null and "user_assessments"."finish_time" is not null)),
	CONSTRAINT "user_assessments_page_check" CHECK ("user_assessments"."finished_page" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "user_assessments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_catalogue_id_catalogue_resources_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogue_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_order_idx" ON "assessments" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "user_assessments_subject_idx" ON "user_assessments" USING btree ("subject_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_assessments_tenant_idx" ON "user_assessments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_assessments_plan_idx" ON "user_assessments" USING btree ("plan_id");--> statement-breakpoint
CREATE POLICY "assessments_read" ON "assessments" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "assessments_editor_insert" ON "assessments" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "assessments_editor_update" ON "assessments" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "assessments_editor_delete" ON "assessments" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "user_assessments_tenant_isolation" ON "user_assessments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);