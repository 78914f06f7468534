CREATE TABLE "group_training_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"position" integer NOT NULL,
	"program_id" uuid NOT NULL,
	"difficulty" integer NOT NULL,
	CONSTRAINT "group_training_plan_items_difficulty_check" CHECK ("group_training_plan_items"."difficulty" between 1 and 20),
	CONSTRAINT "group_training_plan_items_num_check" CHECK ("group_training_plan_items"."num" >= 1 and "group_training_plan_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_training_plan_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_training_plan_items" ADD CONSTRAINT "group_training_plan_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_items" ADD CONSTRAINT "group_training_plan_items_plan_id_group_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."group_training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_items" ADD CONSTRAINT "group_training_plan_items_program_id_content_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."content_training_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_training_plan_items_place_idx" ON "group_training_plan_items" USING btree ("plan_id","num","position");--> statement-breakpoint
CREATE INDEX "group_training_plan_items_program_idx" ON "group_training_plan_items" USING btree ("program_id");--> statement-breakpoint
CREATE POLICY "group_training_plan_items_tenant_isolation" ON "group_training_plan_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);