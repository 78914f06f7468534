-- The subject list at scale (docs/performance.md "Subject list at scale"). btree_gin lets the
-- centre lead a GIN index, so a search looks up the centre's matches rather than every centre's.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Every one- and two-character piece of a child's lower-cased name and outpatient number: pg_trgm
-- has no trigram for a search of one or two characters (a Chinese surname), but whether such a
-- piece is among these is exact. lower() maps character to character under libc, so the pieces of
-- lower(text) are the lower-cased pieces of the text. Pieces of each text apart: none spans both.
CREATE OR REPLACE FUNCTION subject_search_grams(name text, outpatient_number text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, n)), '{}')
  FROM unnest(array[lower(name), lower(outpatient_number)]) AS t,
       generate_series(1, char_length(t)) AS i, generate_series(1, 2) AS n
  WHERE i + n - 1 <= char_length(t)
$$;--> statement-breakpoint
-- Under row-level security the planner may use an index only for a condition whose functions are
-- all LEAKPROOF (docs/decisions.md "Search under row-level security"). subject_search_grams raises
-- no error for any text; arraycontains (`@>`) raises one only for arrays of different element
-- types or a type without equality: properties of the types, never of a row's values. Only a
-- superuser may mark them; elsewhere a short search reads the centre's rows (docs/operations.md).
DO $$
BEGIN
  ALTER FUNCTION subject_search_grams(text, text) LEAKPROOF;
  ALTER FUNCTION arraycontains(anyarray, anyarray) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'short searches stay unindexed under row-level security: they scan the centre''s rows (docs/operations.md)';
END
$$;--> statement-breakpoint
DROP INDEX "subject_coaches_coach_idx";--> statement-breakpoint
DROP INDEX "subjects_tenant_school_idx";--> statement-breakpoint
DROP INDEX "subjects_name_trgm_idx";--> statement-breakpoint
DROP INDEX "subjects_outpatient_number_trgm_idx";--> statement-breakpoint
DROP INDEX "subjects_remark_trgm_idx";--> statement-breakpoint
CREATE INDEX "subject_coaches_coach_tenant_idx" ON "subject_coaches" USING btree ("coach_user_id","tenant_id","subject_id");--> statement-breakpoint
CREATE INDEX "subjects_tenant_school_created_idx" ON "subjects" USING btree ("tenant_id","school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subjects_tenant_name_trgm_idx" ON "subjects" USING gin ("tenant_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_tenant_outpatient_number_trgm_idx" ON "subjects" USING gin ("tenant_id","outpatient_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_tenant_remark_trgm_idx" ON "subjects" USING gin ("tenant_id","remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_tenant_search_grams_idx" ON "subjects" USING gin ("tenant_id",subject_search_grams("name", "outpatient_number"));