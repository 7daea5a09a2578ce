ALTER TABLE "evaluations" ADD COLUMN "narrative_language" text;--> statement-breakpoint
-- The AI's narratives stored so far were written in English (ADR 0045); the engine's stay null.
UPDATE "evaluations" SET "narrative_language" = 'en' WHERE "narrative_source" = 'openai';
