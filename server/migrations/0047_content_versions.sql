CREATE TABLE "content_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_versions_read" ON "content_versions" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_versions_editor_insert" ON "content_versions" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_versions_editor_update" ON "content_versions" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_versions_editor_delete" ON "content_versions" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
-- Every statement that writes a programme or a track gives its kind a new random version, in the
-- writer's transaction: a snapshot that sees the rows sees their version, and a rolled-back write
-- leaves the version it found. BEFORE the statement, so that the version row is the first lock
-- every writer of the kind takes (content_counts' lock comes after it, never before: two editors
-- queue here instead of deadlocking between the two). A statement that changes no row bumps it
-- all the same (a recount, never a stale count). SECURITY INVOKER under content.ts editorsWrite,
-- as content_counts: whoever may write the kind's table may write its version. An UPDATE only:
-- without the kind's row (the backfill below writes both) there is no version and nothing is
-- kept, which is never wrong.
CREATE FUNCTION content_versions_bump() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE content_versions SET version = gen_random_uuid() WHERE kind = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_versions_insert BEFORE INSERT ON content_training_programs
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_update BEFORE UPDATE ON content_training_programs
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_delete BEFORE DELETE ON content_training_programs
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_truncate BEFORE TRUNCATE ON content_training_programs
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_insert BEFORE INSERT ON content_tracks
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_update BEFORE UPDATE ON content_tracks
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_delete BEFORE DELETE ON content_tracks
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
CREATE TRIGGER content_versions_truncate BEFORE TRUNCATE ON content_tracks
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();--> statement-breakpoint
-- The new table's policy is not forced yet (migrate.ts forces it after the last migration).
INSERT INTO content_versions (kind) VALUES ('content_training_programs'), ('content_tracks');
