CREATE TABLE "content_training_program_categories" (
	"program_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_training_program_categories_program_id_category_id_pk" PRIMARY KEY("program_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "content_training_program_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_training_program_feedback_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"feedback_property_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_training_program_feedback_properties" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_training_program_materials" (
	"program_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"required_count" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_training_program_materials_program_id_material_id_pk" PRIMARY KEY("program_id","material_id"),
	CONSTRAINT "content_training_program_materials_count_check" CHECK ("content_training_program_materials"."required_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "content_training_program_materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_training_program_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "content_training_program_media_kind_check" CHECK ("content_training_program_media"."kind" in ('image', 'video')),
	CONSTRAINT "content_training_program_media_size_check" CHECK ("content_training_program_media"."size" >= 0 and "content_training_program_media"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_training_program_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_training_program_targets" (
	"program_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_training_program_targets_program_id_target_id_pk" PRIMARY KEY("program_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "content_training_program_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_training_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"sub_title_zh" text DEFAULT '' NOT NULL,
	"sub_title_en" text DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"difficulty2" integer,
	"min_difficulty" integer DEFAULT 1 NOT NULL,
	"max_difficulty" integer DEFAULT 1 NOT NULL,
	"category_type" text DEFAULT '1' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"precautions_zh" text DEFAULT '' NOT NULL,
	"precautions_en" text DEFAULT '' NOT NULL,
	"possible_difficulties_zh" text DEFAULT '' NOT NULL,
	"possible_difficulties_en" text DEFAULT '' NOT NULL,
	"group_teaching_zh" text DEFAULT '' NOT NULL,
	"group_teaching_en" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_training_programs_content_status_check" CHECK ("content_training_programs"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_training_programs_sort_order_check" CHECK ("content_training_programs"."sort_order" >= 0),
	CONSTRAINT "content_training_programs_type_check" CHECK ("content_training_programs"."category_type" in ('1', '2')),
	CONSTRAINT "content_training_programs_levels_check" CHECK ("content_training_programs"."min_difficulty" between 1 and 20 and "content_training_programs"."max_difficulty" between 1 and 20 and "content_training_programs"."min_difficulty" <= "content_training_programs"."max_difficulty"
        and "content_training_programs"."difficulty" between "content_training_programs"."min_difficulty" and "content_training_programs"."max_difficulty"
        and ("content_training_programs"."difficulty2" is null or "content_training_programs"."difficulty2" between "content_training_programs"."min_difficulty" and "content_training_programs"."max_difficulty"))
);
--> statement-breakpoint
ALTER TABLE "content_training_programs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_training_program_categories" ADD CONSTRAINT "content_training_program_categories_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_categories" ADD CONSTRAINT "content_training_program_categories_category_id_content_program_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_program_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_feedback_properties" ADD CONSTRAINT "content_training_program_feedback_properties_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_feedback_properties" ADD CONSTRAINT "content_training_program_feedback_properties_feedback_property_id_content_feedback_properties_id_fk" FOREIGN KEY ("feedback_property_id") REFERENCES "public"."content_feedback_properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_materials" ADD CONSTRAINT "content_training_program_materials_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_materials" ADD CONSTRAINT "content_training_program_materials_material_id_content_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."content_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_media" ADD CONSTRAINT "content_training_program_media_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_media" ADD CONSTRAINT "content_training_program_media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_targets" ADD CONSTRAINT "content_training_program_targets_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_program_targets" ADD CONSTRAINT "content_training_program_targets_target_id_content_training_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."content_training_targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_programs" ADD CONSTRAINT "content_training_programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_training_programs" ADD CONSTRAINT "content_training_programs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_training_program_categories_category_idx" ON "content_training_program_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_training_program_feedback_properties_key" ON "content_training_program_feedback_properties" USING btree ("program_id","feedback_property_id");--> statement-breakpoint
CREATE INDEX "content_training_program_feedback_properties_property_idx" ON "content_training_program_feedback_properties" USING btree ("feedback_property_id");--> statement-breakpoint
CREATE INDEX "content_training_program_materials_material_idx" ON "content_training_program_materials" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_training_program_media_key_key" ON "content_training_program_media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "content_training_program_media_program_idx" ON "content_training_program_media" USING btree ("program_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "content_training_program_targets_target_idx" ON "content_training_program_targets" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_training_programs_code_key" ON "content_training_programs" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "content_training_programs_order_idx" ON "content_training_programs" USING btree ("sort_order","id");--> statement-breakpoint
CREATE POLICY "content_training_program_categories_read" ON "content_training_program_categories" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_program_categories_editor_insert" ON "content_training_program_categories" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_categories_editor_update" ON "content_training_program_categories" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_categories_editor_delete" ON "content_training_program_categories" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_feedback_properties_read" ON "content_training_program_feedback_properties" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_program_feedback_properties_editor_insert" ON "content_training_program_feedback_properties" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_feedback_properties_editor_update" ON "content_training_program_feedback_properties" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_feedback_properties_editor_delete" ON "content_training_program_feedback_properties" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_materials_read" ON "content_training_program_materials" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_program_materials_editor_insert" ON "content_training_program_materials" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_materials_editor_update" ON "content_training_program_materials" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_materials_editor_delete" ON "content_training_program_materials" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_media_read" ON "content_training_program_media" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_program_media_editor_insert" ON "content_training_program_media" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_media_editor_update" ON "content_training_program_media" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_media_editor_delete" ON "content_training_program_media" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_targets_read" ON "content_training_program_targets" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_program_targets_editor_insert" ON "content_training_program_targets" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_targets_editor_update" ON "content_training_program_targets" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_program_targets_editor_delete" ON "content_training_program_targets" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_programs_read" ON "content_training_programs" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_training_programs_editor_insert" ON "content_training_programs" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_programs_editor_update" ON "content_training_programs" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_training_programs_editor_delete" ON "content_training_programs" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));