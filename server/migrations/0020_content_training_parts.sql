CREATE TABLE "content_feedback_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"form_kind" text DEFAULT 'Session' NOT NULL,
	"display_name" jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"property_type" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "content_feedback_properties_content_status_check" CHECK ("content_feedback_properties"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_feedback_properties_sort_order_check" CHECK ("content_feedback_properties"."sort_order" >= 0),
	CONSTRAINT "content_feedback_properties_form_check" CHECK ("content_feedback_properties"."form_kind" in ('Session', 'Personal', 'Guardian'))
);
--> statement-breakpoint
ALTER TABLE "content_feedback_properties" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_materials_content_status_check" CHECK ("content_materials"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_materials_sort_order_check" CHECK ("content_materials"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_program_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"category_type" text DEFAULT '1' NOT NULL,
	CONSTRAINT "content_program_categories_content_status_check" CHECK ("content_program_categories"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_program_categories_sort_order_check" CHECK ("content_program_categories"."sort_order" >= 0),
	CONSTRAINT "content_program_categories_type_check" CHECK ("content_program_categories"."category_type" in ('1', '2'))
);
--> statement-breakpoint
ALTER TABLE "content_program_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_training_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_training_targets_content_status_check" CHECK ("content_training_targets"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_training_targets_sort_order_check" CHECK ("content_training_targets"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_training_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_feedback_properties" ADD CONSTRAINT "content_feedback_properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback_properties" ADD CONSTRAINT "content_feedback_properties_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_materials" ADD CONSTRAINT "content_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_materials" ADD CONSTRAINT "content_materials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_program_categories" ADD CONSTRAINT "content_program_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_program_categories" ADD CONSTRAINT "content_program_categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_targets" ADD CONSTRAINT "content_training_targets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_targets" ADD CONSTRAINT "content_training_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_feedback_properties_order_idx" ON "content_feedback_properties" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_materials_name_zh_key" ON "content_materials" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_materials_name_en_key" ON "content_materials" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_materials_order_idx" ON "content_materials" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_program_categories_name_zh_key" ON "content_program_categories" USING btree ("category_type",lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_program_categories_name_en_key" ON "content_program_categories" USING btree ("category_type",lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_program_categories_order_idx" ON "content_program_categories" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_training_targets_name_zh_key" ON "content_training_targets" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_training_targets_name_en_key" ON "content_training_targets" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_training_targets_order_idx" ON "content_training_targets" USING btree ("sort_order","id");--> statement-breakpoint
CREATE POLICY "content_feedback_properties_read" ON "content_feedback_properties" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_feedback_properties_editor_insert" ON "content_feedback_properties" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_feedback_properties_editor_update" ON "content_feedback_properties" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_feedback_properties_editor_delete" ON "content_feedback_properties" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_materials_read" ON "content_materials" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_materials_editor_insert" ON "content_materials" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_materials_editor_update" ON "content_materials" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_materials_editor_delete" ON "content_materials" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_program_categories_read" ON "content_program_categories" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_program_categories_editor_insert" ON "content_program_categories" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_program_categories_editor_update" ON "content_program_categories" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_program_categories_editor_delete" ON "content_program_categories" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_targets_read" ON "content_training_targets" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_targets_editor_insert" ON "content_training_targets" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_targets_editor_update" ON "content_training_targets" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_targets_editor_delete" ON "content_training_targets" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));