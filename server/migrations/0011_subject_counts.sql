-- Exact per-centre counts of children by status (docs/decisions.md "Exact subject counts"), and
-- the remark and outpatient number lower-cased for the list's searches (docs/performance.md
-- "Subject list at scale").
CREATE TABLE "subject_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "subject_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
ALTER TABLE "subject_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "subjects_tenant_outpatient_number_trgm_idx";--> statement-breakpoint
DROP INDEX "subjects_tenant_remark_trgm_idx";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "outpatient_search" text GENERATED ALWAYS AS (lower(outpatient_number)) STORED;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "remark_search" text GENERATED ALWAYS AS (lower(remark)) STORED;--> statement-breakpoint
ALTER TABLE "subject_counts" ADD CONSTRAINT "subject_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subjects_tenant_outpatient_search_trgm_idx" ON "subjects" USING gin ("tenant_id","outpatient_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_tenant_remark_created_idx" ON "subjects" USING btree ("tenant_id","created_at","id","remark_search") WHERE "subjects"."remark_search" is not null;--> statement-breakpoint
-- The remark and outpatient-number searches are LIKE on the lower-cased copies. Under row-level
-- security the planner uses an index, or a column's statistics, for an operator only when its
-- function is LEAKPROOF: without it the outpatient number's trigram index is not used at all, and
-- a remark search is planned as if a handful of children matched any pattern. textlike raises
-- one error, "LIKE pattern must not end with escape character", which depends on the
-- pattern alone, as texticlike's does (0008). Only a superuser may mark it; elsewhere the search
-- is still exact, only its plan may be worse (docs/performance.md "Subject list at scale").
DO $$
BEGIN
  ALTER FUNCTION textlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'textlike stays not leakproof: outpatient-number searches read the centre''s rows (docs/performance.md)';
END
$$;--> statement-breakpoint
CREATE POLICY "subject_counts_tenant_isolation" ON "subject_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert adds its rows once per centre and
-- status, and an update that changes neither (a remark, say) writes nothing. The first change in
-- a transaction locks all of the centre's counters, in key order, so two transactions that each
-- change several children of one centre queue instead of deadlocking; a centre's changes are
-- serialised until commit, which keeps the counts exact. SECURITY INVOKER: whoever may change a
-- centre's children may change its counts, under the same row-level policy.
CREATE FUNCTION subject_counts_follow() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  centres uuid[];
  statuses text[];
  changes int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(tenant_id ORDER BY tenant_id, status), array_agg(status ORDER BY tenant_id, status),
           array_agg(n ORDER BY tenant_id, status)
      INTO centres, statuses, changes
      FROM (SELECT tenant_id, status, count(*)::int AS n FROM new_rows GROUP BY tenant_id, status) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(tenant_id ORDER BY tenant_id, status), array_agg(status ORDER BY tenant_id, status),
           array_agg(n ORDER BY tenant_id, status)
      INTO centres, statuses, changes
      FROM (SELECT tenant_id, status, -count(*)::int AS n FROM old_rows GROUP BY tenant_id, status) d;
  ELSE
    SELECT array_agg(tenant_id ORDER BY tenant_id, status), array_agg(status ORDER BY tenant_id, status),
           array_agg(n ORDER BY tenant_id, status)
      INTO centres, statuses, changes
      FROM (
        SELECT tenant_id, status, sum(n)::int AS n
        FROM (SELECT tenant_id, status, 1 AS n FROM new_rows
              UNION ALL SELECT tenant_id, status, -1 FROM old_rows) moved
        GROUP BY tenant_id, status
        HAVING sum(n) <> 0
      ) d;
  END IF;
  IF centres IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM subject_counts WHERE tenant_id = ANY (centres) ORDER BY tenant_id, status FOR UPDATE;
  INSERT INTO subject_counts AS c (tenant_id, status, count)
  SELECT * FROM unnest(centres, statuses, changes) ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subject_counts_insert AFTER INSERT ON subjects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subject_counts_follow();--> statement-breakpoint
CREATE TRIGGER subject_counts_update AFTER UPDATE ON subjects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subject_counts_follow();--> statement-breakpoint
CREATE TRIGGER subject_counts_delete AFTER DELETE ON subjects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subject_counts_follow();--> statement-breakpoint
-- TRUNCATE fires no row or transition trigger: the counts go with the rows.
CREATE FUNCTION subject_counts_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  TRUNCATE subject_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subject_counts_truncate AFTER TRUNCATE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION subject_counts_truncate();--> statement-breakpoint
-- The backfill must see every centre's children: a migrating role that is the owner but not a
-- superuser is bound by the forced policy on subjects, so it is lifted for this one statement
-- (migrate.ts forces it again after the last migration); the new table's is not forced yet.
ALTER TABLE subjects NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO subject_counts (tenant_id, status, count)
SELECT tenant_id, status, count(*)::int FROM subjects GROUP BY tenant_id, status;--> statement-breakpoint
ALTER TABLE subjects FORCE ROW LEVEL SECURITY;
