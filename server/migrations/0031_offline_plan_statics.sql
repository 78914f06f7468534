CREATE TABLE "user_offline_plan_statics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"position" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"has_done" boolean,
	"done_time" timestamp with time zone,
	"done_by" uuid,
	CONSTRAINT "user_offline_plan_statics_num_check" CHECK ("user_offline_plan_statics"."num" >= 1 and "user_offline_plan_statics"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_offline_plan_statics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_new_offline_plans" ADD COLUMN "static_activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_offline_plans" ADD COLUMN "static_activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_offline_plan_statics" ADD CONSTRAINT "user_offline_plan_statics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_statics" ADD CONSTRAINT "user_offline_plan_statics_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_statics" ADD CONSTRAINT "user_offline_plan_statics_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_offline_plan_statics_place_idx" ON "user_offline_plan_statics" USING btree ("plan_id","num","position");--> statement-breakpoint
CREATE INDEX "user_offline_plan_statics_tenant_idx" ON "user_offline_plan_statics" USING btree ("tenant_id");--> statement-breakpoint
CREATE POLICY "user_offline_plan_statics_tenant_isolation" ON "user_offline_plan_statics" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);