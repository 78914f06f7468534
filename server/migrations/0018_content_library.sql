CREATE TABLE "content_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_history_action_check" CHECK ("content_history"."action" in ('Created', 'Updated', 'StatusChanged', 'Moved', 'Deleted'))
);
--> statement-breakpoint
ALTER TABLE "content_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content_status" text DEFAULT 'Unpublish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_tags_content_status_check" CHECK ("content_tags"."content_status" in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')),
	CONSTRAINT "content_tags_sort_order_check" CHECK ("content_tags"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_history" ADD CONSTRAINT "content_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_history_item_idx" ON "content_history" USING btree ("kind","item_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_tags_name_zh_key" ON "content_tags" USING btree (lower("name_zh"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_tags_name_en_key" ON "content_tags" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "content_tags_order_idx" ON "content_tags" USING btree ("sort_order","id");--> statement-breakpoint
CREATE POLICY "content_history_read" ON "content_history" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_history_editor_insert" ON "content_history" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_tags_read" ON "content_tags" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_tags_editor_insert" ON "content_tags" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_tags_editor_update" ON "content_tags" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_tags_editor_delete" ON "content_tags" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));