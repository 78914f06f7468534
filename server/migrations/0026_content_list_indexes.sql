-- bench/content (issue 18 "Measure"): the content list order with the status last (one index-only
-- scan for a page and its count), and the programs' search columns under pg_trgm (created in 0006).
DROP INDEX "content_tracks_order_idx";--> statement-breakpoint
DROP INDEX "content_training_programs_order_idx";--> statement-breakpoint
CREATE INDEX "content_training_programs_search_trgm_idx" ON "content_training_programs" USING gin ("code" gin_trgm_ops,"title_zh" gin_trgm_ops,"title_en" gin_trgm_ops,"sub_title_zh" gin_trgm_ops,"sub_title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_tracks_order_idx" ON "content_tracks" USING btree ("sort_order","created_at","id","content_status");--> statement-breakpoint
CREATE INDEX "content_training_programs_order_idx" ON "content_training_programs" USING btree ("sort_order","created_at","id","content_status");