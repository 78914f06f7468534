-- Substring search on names in any script (subject list, guardian list; docs/performance.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "account_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid,
	"email" text NOT NULL,
	"culture" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" in ('activate-account', 'update-email'))
);
--> statement-breakpoint
DROP INDEX "guardians_tenant_idx";--> statement-breakpoint
DROP INDEX "subjects_tenant_created_idx";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "activated_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "register_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subject_guardians" ADD COLUMN "state" text DEFAULT 'Bind' NOT NULL;--> statement-breakpoint
ALTER TABLE "subject_guardians" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_user_idx" ON "account_links" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "guardians_tenant_created_idx" ON "guardians" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_tenant_phone_key" ON "guardians" USING btree ("tenant_id","country_code","phone_number");--> statement-breakpoint
CREATE INDEX "guardians_name_trgm_idx" ON "guardians" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_tenant_status_created_idx" ON "subjects" USING btree ("tenant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subjects_tenant_school_idx" ON "subjects" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "subjects_name_trgm_idx" ON "subjects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_outpatient_number_trgm_idx" ON "subjects" USING gin ("outpatient_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_remark_trgm_idx" ON "subjects" USING gin ("remark" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_tenant_created_idx" ON "subjects" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "subject_guardians" ADD CONSTRAINT "subject_guardians_state_check" CHECK ("subject_guardians"."state" in ('Bind', 'Unbind'));