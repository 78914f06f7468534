-- bench/content (issue 18 "Measure"): the content list order with the status last (one index-only
-- scan for a page and its count), and the programs' search columns lower-cased in one column, at the
-- end of their order index (a search is an index-only scan too) and under pg_trgm (created in 0006)
-- for the searches that match few.
DROP INDEX "content_tracks_order_idx";--> statement-breakpoint
DROP INDEX "content_training_programs_order_idx";--> statement-breakpoint
ALTER TABLE "content_training_programs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(code || chr(10) || title_zh || chr(10) || title_en || chr(10) || sub_title_zh || chr(10) || sub_title_en)) STORED;--> statement-breakpoint
CREATE INDEX "content_training_programs_search_trgm_idx" ON "content_training_programs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_tracks_order_idx" ON "content_tracks" USING btree ("sort_order","created_at","id","content_status");--> statement-breakpoint
CREATE INDEX "content_training_programs_order_idx" ON "content_training_programs" USING btree ("sort_order","created_at","id","content_status","search_text");