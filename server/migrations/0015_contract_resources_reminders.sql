CREATE TABLE "contract_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"line" text NOT NULL,
	"reason" text NOT NULL,
	"contract_id" uuid,
	"balance_fen" bigint NOT NULL,
	"channels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_reminders_line_check" CHECK ("contract_reminders"."line" in ('hfs', 'vrat')),
	CONSTRAINT "contract_reminders_reason_check" CHECK ("contract_reminders"."reason" in ('amount', 'times', 'recharge'))
);
--> statement-breakpoint
ALTER TABLE "contract_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "catalogue_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"lesson_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_resources_kind_check" CHECK ("catalogue_resources"."kind" in ('Assessment', 'OnlinePlanCourse', 'OfflinePlanCourse', 'Course', 'TrainingPlanV2'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "vrat_reminder_amount_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_contract_id_tenant_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."tenant_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_reminders_tenant_idx" ON "contract_reminders" USING btree ("tenant_id","line","reason","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_resources_kind_idx" ON "catalogue_resources" USING btree ("kind","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_resources_unique_idx" ON "contract_resources" USING btree ("contract_id","type","resource_id",coalesce("resource_type", ''),coalesce("platform", ''));--> statement-breakpoint
CREATE POLICY "contract_reminders_tenant_subtree" ON "contract_reminders" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
-- A reminder once sent is history: the application may add reminders, never rewrite them.
REVOKE UPDATE, DELETE ON contract_reminders FROM atrium_app;
