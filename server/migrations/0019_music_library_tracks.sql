CREATE TABLE "content_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"course_code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"duration_ms" integer,
	"audio_storage_key" text,
	"audio_content_type" text,
	"audio_file_name" text,
	"audio_size" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_tracks_content_status_check" CHECK ("content_tracks"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_tracks_sort_order_check" CHECK ("content_tracks"."sort_order" >= 0),
	CONSTRAINT "content_tracks_duration_check" CHECK ("content_tracks"."duration_ms" is null or "content_tracks"."duration_ms" >= 0),
	CONSTRAINT "content_tracks_audio_check" CHECK (("content_tracks"."audio_storage_key" is null) = ("content_tracks"."audio_content_type" is null) and ("content_tracks"."audio_storage_key" is null) = ("content_tracks"."audio_size" is null))
);
--> statement-breakpoint
ALTER TABLE "content_tracks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_tracks" ADD CONSTRAINT "content_tracks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tracks" ADD CONSTRAINT "content_tracks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_tracks_code_key" ON "content_tracks" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "content_tracks_order_idx" ON "content_tracks" USING btree ("sort_order","id");--> statement-breakpoint
CREATE POLICY "content_tracks_read" ON "content_tracks" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_tracks_editor_insert" ON "content_tracks" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_tracks_editor_update" ON "content_tracks" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_tracks_editor_delete" ON "content_tracks" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));