DROP INDEX "guardians_tenant_created_idx";--> statement-breakpoint
DROP INDEX "subjects_tenant_created_idx";--> statement-breakpoint
DROP INDEX "subjects_tenant_status_created_idx";--> statement-breakpoint
DROP INDEX "test_locations_tenant_created_idx";--> statement-breakpoint
DROP INDEX "vrat_test_requests_tenant_created_idx";--> statement-breakpoint
CREATE INDEX "guardians_tenant_created_idx" ON "guardians" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subjects_tenant_created_idx" ON "subjects" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subjects_tenant_status_created_idx" ON "subjects" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "test_locations_tenant_created_idx" ON "test_locations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vrat_test_requests_tenant_created_idx" ON "vrat_test_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- Substring search under row-level security (docs/decisions.md "Search under row-level
-- security"): the planner may use the pg_trgm indexes for ILIKE only when its function is
-- LEAKPROOF. texticlike's one error ("LIKE pattern must not end with escape character") depends
-- on the pattern alone, never on the row it is matched against. Only a superuser may mark it;
-- elsewhere the search still works, by scanning the centre's rows (docs/operations.md).
DO $$
BEGIN
  ALTER FUNCTION texticlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'texticlike stays not leakproof: ILIKE search scans the centre''s rows (docs/operations.md)';
END
$$;
