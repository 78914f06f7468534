CREATE TABLE "content_brain_music" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"session_count" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"audio_type" text NOT NULL,
	CONSTRAINT "content_brain_music_audio_type_check" CHECK ("content_brain_music"."audio_type" in ('BrainAudio', 'BoneConduction')),
	CONSTRAINT "content_brain_music_content_status_check" CHECK ("content_brain_music"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_brain_music_sort_order_check" CHECK ("content_brain_music"."sort_order" >= 0),
	CONSTRAINT "content_brain_music_session_count_check" CHECK ("content_brain_music"."session_count" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "content_brain_music" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_brain_music_tracks" (
	"programme_id" uuid NOT NULL,
	"session" integer NOT NULL,
	"position" integer NOT NULL,
	"track_id" uuid NOT NULL,
	CONSTRAINT "content_brain_music_tracks_pkey" PRIMARY KEY("programme_id","session","position"),
	CONSTRAINT "content_brain_music_tracks_session_check" CHECK ("content_brain_music_tracks"."session" >= 1 and "content_brain_music_tracks"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_brain_music_tracks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_music_plan_tags" (
	"plan_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_music_plan_tags_pkey" PRIMARY KEY("plan_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "content_music_plan_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_music_plan_tracks" (
	"programme_id" uuid NOT NULL,
	"session" integer NOT NULL,
	"position" integer NOT NULL,
	"track_id" uuid NOT NULL,
	CONSTRAINT "content_music_plan_tracks_pkey" PRIMARY KEY("programme_id","session","position"),
	CONSTRAINT "content_music_plan_tracks_session_check" CHECK ("content_music_plan_tracks"."session" >= 1 and "content_music_plan_tracks"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_music_plan_tracks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_music_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"session_count" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"music_type" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "content_music_plans_music_type_check" CHECK ("content_music_plans"."music_type" in ('Fas', 'CmSmo')),
	CONSTRAINT "content_music_plans_category_check" CHECK ("content_music_plans"."category" in ('Attention', 'Emotion', 'Sleep', 'Language', 'Social', 'Sensory')),
	CONSTRAINT "content_music_plans_content_status_check" CHECK ("content_music_plans"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_music_plans_sort_order_check" CHECK ("content_music_plans"."sort_order" >= 0),
	CONSTRAINT "content_music_plans_session_count_check" CHECK ("content_music_plans"."session_count" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "content_music_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_brain_music" ADD CONSTRAINT "content_brain_music_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_brain_music" ADD CONSTRAINT "content_brain_music_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_brain_music_tracks" ADD CONSTRAINT "content_brain_music_tracks_programme_id_content_brain_music_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."content_brain_music"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_brain_music_tracks" ADD CONSTRAINT "content_brain_music_tracks_track_id_content_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."content_tracks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_music_plan_tags" ADD CONSTRAINT "content_music_plan_tags_plan_id_content_music_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."content_music_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_music_plan_tags" ADD CONSTRAINT "content_music_plan_tags_tag_id_content_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_music_plan_tracks" ADD CONSTRAINT "content_music_plan_tracks_programme_id_content_music_plans_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."content_music_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_music_plan_tracks" ADD CONSTRAINT "content_music_plan_tracks_track_id_content_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."content_tracks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_music_plans" ADD CONSTRAINT "content_music_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_music_plans" ADD CONSTRAINT "content_music_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_brain_music_code_key" ON "content_brain_music" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_brain_music_name_zh_key" ON "content_brain_music" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_brain_music_name_en_key" ON "content_brain_music" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_brain_music_order_idx" ON "content_brain_music" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "content_brain_music_tracks_track_idx" ON "content_brain_music_tracks" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "content_music_plan_tags_tag_idx" ON "content_music_plan_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "content_music_plan_tracks_track_idx" ON "content_music_plan_tracks" USING btree ("track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_music_plans_code_key" ON "content_music_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_music_plans_name_zh_key" ON "content_music_plans" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_music_plans_name_en_key" ON "content_music_plans" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_music_plans_order_idx" ON "content_music_plans" USING btree ("sort_order","id");--> statement-breakpoint
CREATE POLICY "content_brain_music_read" ON "content_brain_music" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_brain_music_editor_insert" ON "content_brain_music" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_brain_music_editor_update" ON "content_brain_music" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_brain_music_editor_delete" ON "content_brain_music" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_brain_music_tracks_read" ON "content_brain_music_tracks" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_brain_music_tracks_editor_insert" ON "content_brain_music_tracks" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_brain_music_tracks_editor_update" ON "content_brain_music_tracks" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_brain_music_tracks_editor_delete" ON "content_brain_music_tracks" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plan_tags_read" ON "content_music_plan_tags" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_music_plan_tags_editor_insert" ON "content_music_plan_tags" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plan_tags_editor_update" ON "content_music_plan_tags" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plan_tags_editor_delete" ON "content_music_plan_tags" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plan_tracks_read" ON "content_music_plan_tracks" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_music_plan_tracks_editor_insert" ON "content_music_plan_tracks" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plan_tracks_editor_update" ON "content_music_plan_tracks" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plan_tracks_editor_delete" ON "content_music_plan_tracks" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plans_read" ON "content_music_plans" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_music_plans_editor_insert" ON "content_music_plans" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plans_editor_update" ON "content_music_plans" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_music_plans_editor_delete" ON "content_music_plans" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));