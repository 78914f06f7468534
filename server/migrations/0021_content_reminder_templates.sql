CREATE TABLE "content_reminder_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"event" text NOT NULL,
	"channels" text[] NOT NULL,
	"subject_zh" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_reminder_templates_content_status_check" CHECK ("content_reminder_templates"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_reminder_templates_sort_order_check" CHECK ("content_reminder_templates"."sort_order" >= 0),
	CONSTRAINT "content_reminder_templates_event_check" CHECK ("content_reminder_templates"."event" in ('SessionTomorrow', 'SessionMissed', 'PlanExpiring', 'ParentInterviewDue', 'AssessmentDue', 'FeedbackOverdue')),
	CONSTRAINT "content_reminder_templates_channels_check" CHECK (cardinality("content_reminder_templates"."channels") > 0 and "content_reminder_templates"."channels" <@ array['sms', 'email', 'notification']::text[])
);
--> statement-breakpoint
ALTER TABLE "content_reminder_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_reminder_templates" ADD CONSTRAINT "content_reminder_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reminder_templates" ADD CONSTRAINT "content_reminder_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reminder_templates_name_zh_key" ON "content_reminder_templates" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_reminder_templates_name_en_key" ON "content_reminder_templates" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_reminder_templates_order_idx" ON "content_reminder_templates" USING btree ("sort_order","id");--> statement-breakpoint
CREATE POLICY "content_reminder_templates_read" ON "content_reminder_templates" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_reminder_templates_editor_insert" ON "content_reminder_templates" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_reminder_templates_editor_update" ON "content_reminder_templates" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_reminder_templates_editor_delete" ON "content_reminder_templates" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));