CREATE TABLE "music_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"listened_list" text[] NOT NULL,
	"not_listened_list" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "music_feedbacks_kind_check" CHECK ("music_feedbacks"."plan_kind" in ('OFFLINE', 'GROUP')),
	CONSTRAINT "music_feedbacks_num_check" CHECK ("music_feedbacks"."num" >= 1)
);
--> statement-breakpoint
ALTER TABLE "music_feedbacks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "music_feedbacks" ADD CONSTRAINT "music_feedbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_feedbacks" ADD CONSTRAINT "music_feedbacks_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_feedbacks" ADD CONSTRAINT "music_feedbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_feedbacks" ADD CONSTRAINT "music_feedbacks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "music_feedbacks_key" ON "music_feedbacks" USING btree ("plan_kind","plan_id","subject_id","num");--> statement-breakpoint
CREATE POLICY "music_feedbacks_tenant_isolation" ON "music_feedbacks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);