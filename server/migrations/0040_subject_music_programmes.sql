CREATE TABLE "subject_music_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"music_type" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"current_order" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_music_programmes_music_type_check" CHECK (music_type in ('Fas', 'CmSmo')),
	CONSTRAINT "subject_music_programmes_order_check" CHECK ("subject_music_programmes"."current_order" >= 1)
);
--> statement-breakpoint
ALTER TABLE "subject_music_programmes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subject_music_programmes" ADD CONSTRAINT "subject_music_programmes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_music_programmes" ADD CONSTRAINT "subject_music_programmes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_music_programmes" ADD CONSTRAINT "subject_music_programmes_plan_id_content_music_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."content_music_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_music_programmes" ADD CONSTRAINT "subject_music_programmes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subject_music_programmes_subject_type_key" ON "subject_music_programmes" USING btree ("subject_id","music_type");--> statement-breakpoint
CREATE POLICY "subject_music_programmes_tenant_isolation" ON "subject_music_programmes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);