CREATE TABLE "test_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"country_code" text DEFAULT '86' NOT NULL,
	"phone" text,
	"location" text,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_locations_country_code_check" CHECK ("test_locations"."country_code" in ('86', '972', '52', '1'))
);
--> statement-breakpoint
ALTER TABLE "test_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vrat_test_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vrat_test_requests_grade_check" CHECK ("vrat_test_requests"."grade" in ('BeforeSchool', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'NotAttendingSchool'))
);
--> statement-breakpoint
ALTER TABLE "vrat_test_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "test_locations" ADD CONSTRAINT "test_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vrat_test_requests" ADD CONSTRAINT "vrat_test_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vrat_test_requests" ADD CONSTRAINT "vrat_test_requests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vrat_test_requests" ADD CONSTRAINT "vrat_test_requests_location_id_test_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."test_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vrat_test_requests" ADD CONSTRAINT "vrat_test_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_locations_tenant_created_idx" ON "test_locations" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vrat_test_requests_tenant_created_idx" ON "vrat_test_requests" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vrat_test_requests_subject_idx" ON "vrat_test_requests" USING btree ("subject_id");--> statement-breakpoint
CREATE POLICY "test_locations_tenant_isolation" ON "test_locations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vrat_test_requests_tenant_isolation" ON "vrat_test_requests" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);