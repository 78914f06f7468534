CREATE TABLE "subject_archive_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"recorded_on" date NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_archive_entries_section_check" CHECK ("subject_archive_entries"."section" in ('Profile', 'DiagnosticInformation', 'StrengthsAndChallenges', 'ParentInterviews', 'BasicCompetence', 'ChildrenAttention')),
	CONSTRAINT "subject_archive_entries_length_check" CHECK (char_length("subject_archive_entries"."title") between 1 and 100 and char_length("subject_archive_entries"."content") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "subject_archive_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "subject_archive_entries" ADD CONSTRAINT "subject_archive_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_archive_entries" ADD CONSTRAINT "subject_archive_entries_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_archive_entries" ADD CONSTRAINT "subject_archive_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_archive_entries_subject_idx" ON "subject_archive_entries" USING btree ("subject_id","section","recorded_on","created_at");--> statement-breakpoint
CREATE POLICY "subject_archive_entries_tenant_isolation" ON "subject_archive_entries" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);