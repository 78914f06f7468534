CREATE TABLE "user_offline_plan_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"kind" text NOT NULL,
	"codes" text[] NOT NULL,
	"punched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"punched_by" uuid,
	CONSTRAINT "user_offline_plan_punches_kind_check" CHECK ("user_offline_plan_punches"."kind" in ('Session', 'Audio')),
	CONSTRAINT "user_offline_plan_punches_num_check" CHECK ("user_offline_plan_punches"."num" >= 1)
);
--> statement-breakpoint
ALTER TABLE "user_offline_plan_punches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_offline_plans" ADD COLUMN "card_version" text DEFAULT 'v2' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_offline_plan_punches" ADD CONSTRAINT "user_offline_plan_punches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_punches" ADD CONSTRAINT "user_offline_plan_punches_plan_id_user_offline_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."user_offline_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_offline_plan_punches" ADD CONSTRAINT "user_offline_plan_punches_punched_by_users_id_fk" FOREIGN KEY ("punched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_offline_plan_punches_key" ON "user_offline_plan_punches" USING btree ("plan_id","num","kind");--> statement-breakpoint
CREATE INDEX "user_offline_plan_punches_tenant_idx" ON "user_offline_plan_punches" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "user_offline_plans" ADD CONSTRAINT "user_offline_plans_card_version_check" CHECK ("user_offline_plans"."card_version" in ('v1', 'v2'));--> statement-breakpoint
CREATE POLICY "user_offline_plan_punches_tenant_isolation" ON "user_offline_plan_punches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);