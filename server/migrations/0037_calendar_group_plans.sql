ALTER TABLE "calendar_events" ALTER COLUMN "subject_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "group_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_group_plan_id_group_training_plans_id_fk" FOREIGN KEY ("group_plan_id") REFERENCES "public"."group_training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_group_plan_start_idx" ON "calendar_events" USING btree ("group_plan_id","start_time");--> statement-breakpoint
CREATE INDEX "calendar_events_group_start_idx" ON "calendar_events" USING btree ("group_id","start_time");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_check" CHECK (("calendar_events"."plan_id" is not null and "calendar_events"."subject_id" is not null and "calendar_events"."group_plan_id" is null and "calendar_events"."group_id" is null) or ("calendar_events"."plan_id" is null and "calendar_events"."subject_id" is null and "calendar_events"."group_plan_id" is not null and "calendar_events"."group_id" is not null));