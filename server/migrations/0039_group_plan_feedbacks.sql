CREATE TABLE "group_training_plan_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"subject_id" uuid,
	"for_guardian" boolean DEFAULT false NOT NULL,
	"answers" jsonb NOT NULL,
	"created_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_training_plan_feedbacks_guardian_check" CHECK (not "group_training_plan_feedbacks"."for_guardian" or "group_training_plan_feedbacks"."subject_id" is not null),
	CONSTRAINT "group_training_plan_feedbacks_num_check" CHECK ("group_training_plan_feedbacks"."num" >= 1)
);
--> statement-breakpoint
ALTER TABLE "group_training_plan_feedbacks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_training_plan_feedbacks" ADD CONSTRAINT "group_training_plan_feedbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_feedbacks" ADD CONSTRAINT "group_training_plan_feedbacks_plan_id_group_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."group_training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_feedbacks" ADD CONSTRAINT "group_training_plan_feedbacks_item_id_group_training_plan_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."group_training_plan_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_feedbacks" ADD CONSTRAINT "group_training_plan_feedbacks_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_plan_feedbacks" ADD CONSTRAINT "group_training_plan_feedbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_training_plan_feedbacks_plan_idx" ON "group_training_plan_feedbacks" USING btree ("plan_id","for_guardian","num","creation_time");--> statement-breakpoint
CREATE INDEX "group_training_plan_feedbacks_item_idx" ON "group_training_plan_feedbacks" USING btree ("item_id","subject_id","for_guardian","creation_time");--> statement-breakpoint
CREATE INDEX "group_training_plan_feedbacks_subject_idx" ON "group_training_plan_feedbacks" USING btree ("subject_id","creation_time");--> statement-breakpoint
CREATE POLICY "group_training_plan_feedbacks_tenant_isolation" ON "group_training_plan_feedbacks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);