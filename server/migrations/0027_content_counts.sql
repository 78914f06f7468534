CREATE TABLE "content_counts" (
	"kind" text NOT NULL,
	"content_status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "content_counts_kind_content_status_pk" PRIMARY KEY("kind","content_status")
);
--> statement-breakpoint
ALTER TABLE "content_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_counts_read" ON "content_counts" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "content_counts_editor_insert" ON "content_counts" AS PERMISSIVE FOR INSERT TO public WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_counts_editor_update" ON "content_counts" AS PERMISSIVE FOR UPDATE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin'))) WITH CHECK (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
CREATE POLICY "content_counts_editor_delete" ON "content_counts" AS PERMISSIVE FOR DELETE TO public USING (exists (select 1 from user_admin_roles r
  where r.user_id = nullif(current_setting('app.user_id', true), '')::uuid and r.role_name in ('admin', 'editor', 'editorAdmin', 'operationAdmin')));--> statement-breakpoint
-- Statement triggers with transition tables, as subject_counts (0011): a bulk insert adds its rows
-- once per status, and an update that changes no status (a form saved, a move) writes nothing.
-- The first change in a transaction locks the kind's five counters in key order, so two editors'
-- transactions queue instead of deadlocking and the counts stay exact. SECURITY INVOKER: whoever
-- may write the kind's table may write its counts, under the same policies (content.ts
-- editorsWrite). The kind is the table's name, so one function serves programmes and tracks.
CREATE FUNCTION content_counts_follow() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  statuses text[];
  changes int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(content_status ORDER BY content_status), array_agg(n ORDER BY content_status)
      INTO statuses, changes
      FROM (SELECT content_status, count(*)::int AS n FROM new_rows GROUP BY content_status) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(content_status ORDER BY content_status), array_agg(n ORDER BY content_status)
      INTO statuses, changes
      FROM (SELECT content_status, -count(*)::int AS n FROM old_rows GROUP BY content_status) d;
  ELSE
    SELECT array_agg(content_status ORDER BY content_status), array_agg(n ORDER BY content_status)
      INTO statuses, changes
      FROM (
        SELECT content_status, sum(n)::int AS n
        FROM (SELECT content_status, 1 AS n FROM new_rows
              UNION ALL SELECT content_status, -1 FROM old_rows) moved
        GROUP BY content_status
        HAVING sum(n) <> 0
      ) d;
  END IF;
  IF statuses IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM content_counts WHERE kind = TG_TABLE_NAME ORDER BY content_status FOR UPDATE;
  INSERT INTO content_counts AS c (kind, content_status, count)
  SELECT TG_TABLE_NAME, s, n FROM unnest(statuses, changes) AS d(s, n) ORDER BY 2
  ON CONFLICT (kind, content_status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- TRUNCATE fires no row or transition trigger: the kind's counts go with its rows.
CREATE FUNCTION content_counts_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM content_counts WHERE kind = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_counts_insert AFTER INSERT ON content_training_programs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_update AFTER UPDATE ON content_training_programs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_delete AFTER DELETE ON content_training_programs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_truncate AFTER TRUNCATE ON content_training_programs
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_truncate();--> statement-breakpoint
CREATE TRIGGER content_counts_insert AFTER INSERT ON content_tracks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_update AFTER UPDATE ON content_tracks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_delete AFTER DELETE ON content_tracks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_follow();--> statement-breakpoint
CREATE TRIGGER content_counts_truncate AFTER TRUNCATE ON content_tracks
  FOR EACH STATEMENT EXECUTE FUNCTION content_counts_truncate();--> statement-breakpoint
-- The backfill, every status of both kinds (a zero where there is none, so that the triggers'
-- lock takes all five). The content tables' read policy lets every role see every row, and the
-- new table's policy is not forced yet (migrate.ts forces it after the last migration).
INSERT INTO content_counts (kind, content_status, count)
SELECT k.kind, s.status,
  CASE k.kind
    WHEN 'content_training_programs' THEN (SELECT count(*) FROM content_training_programs p WHERE p.content_status = s.status)
    ELSE (SELECT count(*) FROM content_tracks t WHERE t.content_status = s.status)
  END::int
FROM (VALUES ('content_training_programs'), ('content_tracks')) AS k(kind),
  (VALUES ('Unpublish'), ('Hide'), ('Public'), ('Expire'), ('Trash')) AS s(status);
