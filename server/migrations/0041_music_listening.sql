CREATE TABLE "audio_play_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"track_code" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_progress_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_event_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"started_by" uuid,
	CONSTRAINT "audio_play_sessions_kind_check" CHECK ("audio_play_sessions"."plan_kind" in ('OFFLINE', 'GROUP'))
);
--> statement-breakpoint
ALTER TABLE "audio_play_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "audio_track_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"num" integer NOT NULL,
	"track_code" text NOT NULL,
	"last_progress" integer DEFAULT 0 NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_track_progress_kind_check" CHECK ("audio_track_progress"."plan_kind" in ('OFFLINE', 'GROUP')),
	CONSTRAINT "audio_track_progress_values_check" CHECK ("audio_track_progress"."num" >= 1 and "audio_track_progress"."last_progress" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audio_track_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "plan_course_music" (
	"tenant_id" uuid NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"brain_music_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_course_music_kind_check" CHECK ("plan_course_music"."plan_kind" in ('OFFLINE', 'GROUP'))
);
--> statement-breakpoint
ALTER TABLE "plan_course_music" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audio_play_sessions" ADD CONSTRAINT "audio_play_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_play_sessions" ADD CONSTRAINT "audio_play_sessions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_play_sessions" ADD CONSTRAINT "audio_play_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_track_progress" ADD CONSTRAINT "audio_track_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_track_progress" ADD CONSTRAINT "audio_track_progress_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_track_progress" ADD CONSTRAINT "audio_track_progress_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_course_music" ADD CONSTRAINT "plan_course_music_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_course_music" ADD CONSTRAINT "plan_course_music_brain_music_id_content_brain_music_id_fk" FOREIGN KEY ("brain_music_id") REFERENCES "public"."content_brain_music"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_play_sessions_one_open_idx" ON "audio_play_sessions" USING btree ("subject_id","track_code") WHERE "audio_play_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "audio_play_sessions_open_idx" ON "audio_play_sessions" USING btree ("tenant_id","last_progress_at") WHERE "audio_play_sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_track_progress_key" ON "audio_track_progress" USING btree ("plan_kind","plan_id","subject_id","num","track_code");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_course_music_plan_key" ON "plan_course_music" USING btree ("plan_kind","plan_id");--> statement-breakpoint
CREATE POLICY "audio_play_sessions_tenant_isolation" ON "audio_play_sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "audio_track_progress_tenant_isolation" ON "audio_track_progress" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "plan_course_music_tenant_isolation" ON "plan_course_music" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);