CREATE TABLE "user_offline_plan_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"progress" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"written_by" uuid,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_offline_plan_reports_length_check" CHECK (char_length("user_offline_plan_reports"."summary") between 1 and 2000 and char_length("user_offline_plan_reports"."progress") <= 4000 and char_length("user_offline_plan_reports"."recommendations") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "user_offline_plan_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_offline_plan_reports" ADD CONSTRAINT "user_offline_plan_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_reports" ADD CONSTRAINT "user_offline_plan_reports_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_reports" ADD CONSTRAINT "user_offline_plan_reports_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_offline_plan_reports_plan_idx" ON "user_offline_plan_reports" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "user_offline_plan_reports_tenant_idx" ON "user_offline_plan_reports" USING btree ("tenant_id");--> statement-breakpoint
CREATE POLICY "user_offline_plan_reports_tenant_isolation" ON "user_offline_plan_reports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);