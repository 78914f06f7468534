ALTER TABLE "audio_play_sessions" DROP CONSTRAINT "audio_play_sessions_kind_check";--> statement-breakpoint
ALTER TABLE "audio_track_progress" DROP CONSTRAINT "audio_track_progress_kind_check";--> statement-breakpoint
ALTER TABLE "audio_play_sessions" ADD CONSTRAINT "audio_play_sessions_kind_check" CHECK ("audio_play_sessions"."plan_kind" in ('OFFLINE', 'GROUP', 'PROGRAMME'));--> statement-breakpoint
ALTER TABLE "audio_track_progress" ADD CONSTRAINT "audio_track_progress_kind_check" CHECK ("audio_track_progress"."plan_kind" in ('OFFLINE', 'GROUP', 'PROGRAMME'));