CREATE TABLE "tenant_closure" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "tenant_closure_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "contract_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"free_times" integer DEFAULT 0 NOT NULL,
	"transfer_id" uuid,
	"usage_kind" text,
	"details" jsonb,
	"remark" text DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_ledger_kind_check" CHECK ("contract_ledger"."kind" in ('Recharge', 'Deduct', 'Allocation', 'AllocationReturn', 'Consumption')),
	CONSTRAINT "contract_ledger_sign_check" CHECK (case "contract_ledger"."kind" when 'Recharge' then "contract_ledger"."amount_fen" >= 0 and "contract_ledger"."free_times" >= 0
        when 'AllocationReturn' then "contract_ledger"."amount_fen" >= 0 and "contract_ledger"."free_times" >= 0
        else "contract_ledger"."amount_fen" <= 0 and "contract_ledger"."free_times" <= 0 end),
	CONSTRAINT "contract_ledger_usage_check" CHECK (("contract_ledger"."kind" = 'Consumption') = ("contract_ledger"."usage_kind" is not null) and coalesce("contract_ledger"."usage_kind" in ('evaluation', 'train', 'class', 'course', 'music'), true))
);
--> statement-breakpoint
ALTER TABLE "contract_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contract_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"operate_type" text NOT NULL,
	"end_date" date,
	"price_fen" bigint,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contract_resource_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"resource_row_id" uuid NOT NULL,
	"price_fen" bigint NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_resource_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contract_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text,
	"platform" text,
	"price_fen" bigint NOT NULL,
	"is_in_contract" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_resources_price_check" CHECK ("contract_resources"."price_fen" >= 0),
	CONSTRAINT "contract_resources_platform_check" CHECK (coalesce("contract_resources"."platform" in ('App', 'Web'), true))
);
--> statement-breakpoint
ALTER TABLE "contract_resources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_switch_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project" text NOT NULL,
	"operate_type" text NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_switch_records_check" CHECK ("project_switch_records"."project" in ('hfs', 'vrat') and "project_switch_records"."operate_type" in ('Open', 'Close'))
);
--> statement-breakpoint
ALTER TABLE "project_switch_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_contract_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contracts" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_contract_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"line" text NOT NULL,
	"parent_contract_id" uuid,
	"status" text DEFAULT 'NotEnable' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"free_times" integer DEFAULT 0 NOT NULL,
	"cumulative_recharge_fen" bigint DEFAULT 0 NOT NULL,
	"cumulative_consumption_fen" bigint DEFAULT 0 NOT NULL,
	"cumulative_allocation_fen" bigint DEFAULT 0 NOT NULL,
	"cumulative_allocation_free_times" integer DEFAULT 0 NOT NULL,
	"unit_price_fen" bigint,
	"buy_price_fen" bigint,
	"set_selling_price" boolean DEFAULT false NOT NULL,
	"min_sell_price_fen" bigint,
	"reminder_amount_fen" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"stopped_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_contracts_line_check" CHECK ("tenant_contracts"."line" in ('hfs', 'vrat')),
	CONSTRAINT "tenant_contracts_status_check" CHECK ("tenant_contracts"."status" in ('NotEnable', 'Enabled', 'Deactivate')),
	CONSTRAINT "tenant_contracts_dates_check" CHECK ("tenant_contracts"."start_date" <= "tenant_contracts"."end_date"),
	CONSTRAINT "tenant_contracts_balance_check" CHECK ("tenant_contracts"."balance_fen" >= 0 and "tenant_contracts"."free_times" >= 0),
	CONSTRAINT "tenant_contracts_prices_check" CHECK (coalesce("tenant_contracts"."unit_price_fen", 1) > 0 and coalesce("tenant_contracts"."min_sell_price_fen", 1) > 0 and coalesce("tenant_contracts"."buy_price_fen", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenant_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"money_fen" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_deposits_money_check" CHECK ("tenant_deposits"."money_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenant_deposits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_remind_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"line" text NOT NULL,
	"message_type" text NOT NULL,
	"contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_remind_contacts_type_check" CHECK ("tenant_remind_contacts"."message_type" in ('email', 'sms', 'systemNotice'))
);
--> statement-breakpoint
ALTER TABLE "tenant_remind_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "hfs_reminder_amount_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "vrat_reminder_amount_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "vrat_reminder_times" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_closure" ADD CONSTRAINT "tenant_closure_ancestor_id_tenants_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_closure" ADD CONSTRAINT "tenant_closure_descendant_id_tenants_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_ledger" ADD CONSTRAINT "contract_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_ledger" ADD CONSTRAINT "contract_ledger_contract_id_tenant_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."tenant_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_ledger" ADD CONSTRAINT "contract_ledger_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_operations" ADD CONSTRAINT "contract_operations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_operations" ADD CONSTRAINT "contract_operations_contract_id_tenant_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."tenant_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_operations" ADD CONSTRAINT "contract_operations_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_resource_prices" ADD CONSTRAINT "contract_resource_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_resource_prices" ADD CONSTRAINT "contract_resource_prices_resource_row_id_contract_resources_id_fk" FOREIGN KEY ("resource_row_id") REFERENCES "public"."contract_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_resource_prices" ADD CONSTRAINT "contract_resource_prices_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_resources" ADD CONSTRAINT "contract_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_resources" ADD CONSTRAINT "contract_resources_contract_id_tenant_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."tenant_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_switch_records" ADD CONSTRAINT "project_switch_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_switch_records" ADD CONSTRAINT "project_switch_records_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_contract_files" ADD CONSTRAINT "tenant_contract_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_contract_files" ADD CONSTRAINT "tenant_contract_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_contracts" ADD CONSTRAINT "tenant_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_contracts" ADD CONSTRAINT "tenant_contracts_parent_contract_id_tenant_contracts_id_fk" FOREIGN KEY ("parent_contract_id") REFERENCES "public"."tenant_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_contracts" ADD CONSTRAINT "tenant_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_deposits" ADD CONSTRAINT "tenant_deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_deposits" ADD CONSTRAINT "tenant_deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_remind_contacts" ADD CONSTRAINT "tenant_remind_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_closure_descendant_idx" ON "tenant_closure" USING btree ("descendant_id");--> statement-breakpoint
CREATE INDEX "contract_ledger_contract_idx" ON "contract_ledger" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_ledger_tenant_idx" ON "contract_ledger" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "contract_operations_contract_idx" ON "contract_operations" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_resource_prices_row_idx" ON "contract_resource_prices" USING btree ("resource_row_id","id");--> statement-breakpoint
CREATE INDEX "contract_resources_contract_idx" ON "contract_resources" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "project_switch_records_tenant_idx" ON "project_switch_records" USING btree ("tenant_id","project","id");--> statement-breakpoint
CREATE INDEX "tenant_contract_files_tenant_idx" ON "tenant_contract_files" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_contracts_tenant_idx" ON "tenant_contracts" USING btree ("tenant_id","line","start_date");--> statement-breakpoint
CREATE INDEX "tenant_contracts_parent_idx" ON "tenant_contracts" USING btree ("parent_contract_id");--> statement-breakpoint
CREATE INDEX "tenant_deposits_tenant_idx" ON "tenant_deposits" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_remind_contacts_tenant_idx" ON "tenant_remind_contacts" USING btree ("tenant_id","line");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_reminder_amounts_check" CHECK ("tenants"."hfs_reminder_amount_fen" >= 0 and "tenants"."vrat_reminder_amount_fen" >= 0);--> statement-breakpoint
CREATE POLICY "domain_events_subtree_insert" ON "domain_events" AS PERMISSIVE FOR INSERT TO public WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "contract_ledger_tenant_subtree" ON "contract_ledger" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "contract_operations_tenant_subtree" ON "contract_operations" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "contract_resource_prices_tenant_subtree" ON "contract_resource_prices" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "contract_resources_tenant_subtree" ON "contract_resources" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "project_switch_records_tenant_subtree" ON "project_switch_records" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_contract_files_tenant_subtree" ON "tenant_contract_files" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_contracts_tenant_subtree" ON "tenant_contracts" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_deposits_tenant_subtree" ON "tenant_deposits" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_remind_contacts_tenant_subtree" ON "tenant_remind_contacts" AS PERMISSIVE FOR ALL TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "idempotency_keys_own_rows" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO public USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK (user_id = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "tenant_features_tenant_isolation" ON "tenant_features" TO public USING (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id in (select descendant_id from tenant_closure where ancestor_id = nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
-- tenant_closure is what row-level security of the contract tables trusts, so only this trigger
-- writes it (as the migrating role): the application role may read it and nothing more.
CREATE OR REPLACE FUNCTION tenant_closure_maintain() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_closure (ancestor_id, descendant_id, depth)
    SELECT NEW.id, NEW.id, 0
    UNION ALL
    SELECT c.ancestor_id, NEW.id, c.depth + 1 FROM tenant_closure c WHERE c.descendant_id = NEW.parent_id;
  ELSIF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    -- The moved subtree leaves its old ancestors and joins the new ones.
    DELETE FROM tenant_closure c
    WHERE c.descendant_id IN (SELECT descendant_id FROM tenant_closure WHERE ancestor_id = NEW.id)
      AND c.ancestor_id NOT IN (SELECT descendant_id FROM tenant_closure WHERE ancestor_id = NEW.id);
    INSERT INTO tenant_closure (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    FROM tenant_closure up, tenant_closure down
    WHERE up.descendant_id = NEW.parent_id AND down.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_closure AFTER INSERT OR UPDATE OF parent_id ON tenants
FOR EACH ROW EXECUTE FUNCTION tenant_closure_maintain();
--> statement-breakpoint
WITH RECURSIVE tree(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM tenants
  UNION ALL
  SELECT tree.ancestor_id, t.id, tree.depth + 1 FROM tree JOIN tenants t ON t.parent_id = tree.descendant_id
)
INSERT INTO tenant_closure (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM tree;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON tenant_closure FROM atrium_app;
--> statement-breakpoint
-- The ledger is immutable (architecture.md "Money"): corrections are new entries.
REVOKE UPDATE, DELETE ON contract_ledger FROM atrium_app;
--> statement-breakpoint
-- Reminder amount defaults by tenant type (spec 002 §9), in fen, for tenants made before this.
UPDATE tenants SET
  hfs_reminder_amount_fen = CASE type WHEN 'Enterprise' THEN 500000 WHEN 'EnterpriseAgent' THEN 500000
    WHEN 'Area' THEN 2500000 WHEN 'AreaAgent' THEN 2500000 ELSE 100000 END,
  vrat_reminder_amount_fen = CASE type WHEN 'Enterprise' THEN 500000 WHEN 'EnterpriseAgent' THEN 500000
    WHEN 'Area' THEN 2500000 WHEN 'AreaAgent' THEN 2500000 ELSE 100000 END;
