CREATE TABLE "trainer_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"training_module" text NOT NULL,
	"credentials_code" text NOT NULL,
	"certifier" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"certificate_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_credentials_status_check" CHECK ("trainer_credentials"."certificate_status" in ('Ineffective', 'InEffect', 'Expired', 'NotIssued', 'Canceled')),
	CONSTRAINT "trainer_credentials_period_check" CHECK ("trainer_credentials"."end_time" > "trainer_credentials"."start_time"),
	CONSTRAINT "trainer_credentials_code_check" CHECK (length(btrim("trainer_credentials"."credentials_code")) between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "trainer_credentials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "trainer_credentials" ADD CONSTRAINT "trainer_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_credentials" ADD CONSTRAINT "trainer_credentials_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_credentials_code_key" ON "trainer_credentials" USING btree ("credentials_code");--> statement-breakpoint
CREATE INDEX "trainer_credentials_trainer_idx" ON "trainer_credentials" USING btree ("tenant_id","trainer_id");--> statement-breakpoint
CREATE POLICY "trainer_credentials_tenant_isolation" ON "trainer_credentials" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);