CREATE TABLE "content_class_plan_items" (
	"plan_id" uuid NOT NULL,
	"session" integer NOT NULL,
	"position" integer NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "content_class_plan_items_pkey" PRIMARY KEY("plan_id","session","position"),
	CONSTRAINT "content_class_plan_items_session_check" CHECK ("content_class_plan_items"."session" >= 1 and "content_class_plan_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_class_plan_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_class_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"session_count" integer NOT NULL,
	"group_types" text[] NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "content_class_plans_group_types_check" CHECK (cardinality("content_class_plans"."group_types") > 0 and "content_class_plans"."group_types" <@ array['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix', 'Class']::text[]),
	CONSTRAINT "content_class_plans_content_status_check" CHECK ("content_class_plans"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_class_plans_sort_order_check" CHECK ("content_class_plans"."sort_order" >= 0),
	CONSTRAINT "content_class_plans_session_count_check" CHECK ("content_class_plans"."session_count" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "content_class_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_new_offline_plan_items" (
	"plan_id" uuid NOT NULL,
	"session" integer NOT NULL,
	"position" integer NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "content_new_offline_plan_items_pkey" PRIMARY KEY("plan_id","session","position"),
	CONSTRAINT "content_new_offline_plan_items_session_check" CHECK ("content_new_offline_plan_items"."session" >= 1 and "content_new_offline_plan_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_new_offline_plan_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_new_offline_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"session_count" integer NOT NULL,
	"rules" jsonb DEFAULT '{"trial":{"sessions":[],"count":0},"parentInterview":{"afterSessions":[],"every":null},"musicSessions":[],"difficulty":{"startLevel":1,"steps":[]}}'::jsonb NOT NULL,
	CONSTRAINT "content_new_offline_plans_content_status_check" CHECK ("content_new_offline_plans"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_new_offline_plans_sort_order_check" CHECK ("content_new_offline_plans"."sort_order" >= 0),
	CONSTRAINT "content_new_offline_plans_session_count_check" CHECK ("content_new_offline_plans"."session_count" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "content_new_offline_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_offline_plan_items" (
	"plan_id" uuid NOT NULL,
	"session" integer NOT NULL,
	"position" integer NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "content_offline_plan_items_pkey" PRIMARY KEY("plan_id","session","position"),
	CONSTRAINT "content_offline_plan_items_session_check" CHECK ("content_offline_plan_items"."session" >= 1 and "content_offline_plan_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_offline_plan_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_offline_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"session_count" integer NOT NULL,
	"rules" jsonb DEFAULT '{"trial":{"sessions":[],"count":0},"parentInterview":{"afterSessions":[],"every":null},"musicSessions":[],"difficulty":{"startLevel":1,"steps":[]}}'::jsonb NOT NULL,
	CONSTRAINT "content_offline_plans_content_status_check" CHECK ("content_offline_plans"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_offline_plans_sort_order_check" CHECK ("content_offline_plans"."sort_order" >= 0),
	CONSTRAINT "content_offline_plans_session_count_check" CHECK ("content_offline_plans"."session_count" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "content_offline_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_class_plan_items" ADD CONSTRAINT "content_class_plan_items_plan_id_content_class_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."content_class_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_class_plan_items" ADD CONSTRAINT "content_class_plan_items_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_class_plans" ADD CONSTRAINT "content_class_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_class_plans" ADD CONSTRAINT "content_class_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_class_plans" ADD CONSTRAINT "content_class_plans_category_id_content_program_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_program_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_new_offline_plan_items" ADD CONSTRAINT "content_new_offline_plan_items_plan_id_content_new_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."content_new_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_new_offline_plan_items" ADD CONSTRAINT "content_new_offline_plan_items_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_new_offline_plans" ADD CONSTRAINT "content_new_offline_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_new_offline_plans" ADD CONSTRAINT "content_new_offline_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_offline_plan_items" ADD CONSTRAINT "content_offline_plan_items_plan_id_content_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."content_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_offline_plan_items" ADD CONSTRAINT "content_offline_plan_items_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_offline_plans" ADD CONSTRAINT "content_offline_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_offline_plans" ADD CONSTRAINT "content_offline_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_class_plan_items_program_idx" ON "content_class_plan_items" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "content_class_plans_order_idx" ON "content_class_plans" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "content_class_plans_category_idx" ON "content_class_plans" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_class_plans_code_key" ON "content_class_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_class_plans_name_zh_key" ON "content_class_plans" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_class_plans_name_en_key" ON "content_class_plans" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_new_offline_plan_items_program_idx" ON "content_new_offline_plan_items" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "content_new_offline_plans_order_idx" ON "content_new_offline_plans" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_new_offline_plans_code_key" ON "content_new_offline_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_new_offline_plans_name_zh_key" ON "content_new_offline_plans" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_new_offline_plans_name_en_key" ON "content_new_offline_plans" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_offline_plan_items_program_idx" ON "content_offline_plan_items" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "content_offline_plans_order_idx" ON "content_offline_plans" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_offline_plans_code_key" ON "content_offline_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_offline_plans_name_zh_key" ON "content_offline_plans" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_offline_plans_name_en_key" ON "content_offline_plans" USING btree (lower("name_en"));--> statement-breakpoint
CREATE POLICY "content_class_plan_items_read" ON "content_class_plan_items" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_class_plan_items_editor_insert" ON "content_class_plan_items" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_class_plan_items_editor_update" ON "content_class_plan_items" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_class_plan_items_editor_delete" ON "content_class_plan_items" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_class_plans_read" ON "content_class_plans" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_class_plans_editor_insert" ON "content_class_plans" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_class_plans_editor_update" ON "content_class_plans" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_class_plans_editor_delete" ON "content_class_plans" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_new_offline_plan_items_read" ON "content_new_offline_plan_items" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_new_offline_plan_items_editor_insert" ON "content_new_offline_plan_items" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_new_offline_plan_items_editor_update" ON "content_new_offline_plan_items" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_new_offline_plan_items_editor_delete" ON "content_new_offline_plan_items" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_new_offline_plans_read" ON "content_new_offline_plans" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_new_offline_plans_editor_insert" ON "content_new_offline_plans" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_new_offline_plans_editor_update" ON "content_new_offline_plans" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_new_offline_plans_editor_delete" ON "content_new_offline_plans" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_offline_plan_items_read" ON "content_offline_plan_items" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_offline_plan_items_editor_insert" ON "content_offline_plan_items" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_offline_plan_items_editor_update" ON "content_offline_plan_items" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_offline_plan_items_editor_delete" ON "content_offline_plan_items" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_offline_plans_read" ON "content_offline_plans" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_offline_plans_editor_insert" ON "content_offline_plans" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_offline_plans_editor_update" ON "content_offline_plans" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_offline_plans_editor_delete" ON "content_offline_plans" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));