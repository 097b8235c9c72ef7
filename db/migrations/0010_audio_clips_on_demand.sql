ALTER TABLE "audio_clips" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_clips" ADD COLUMN "spoken_text" text;--> statement-breakpoint
ALTER TABLE "audio_clips" ADD CONSTRAINT "audio_clips_text_or_audio_check" CHECK ("audio_clips"."bytes" is not null or "audio_clips"."spoken_text" is not null);