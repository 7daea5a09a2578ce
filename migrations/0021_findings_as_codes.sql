-- Findings as codes with parameters (issue 31, ADR 0045): the engine's narrative is stored as a
-- message (jsonb). Narratives stored before (English text, or the AI's) become JSON strings, which
-- the renderer reads as they are.
ALTER TABLE "evaluations" ALTER COLUMN "analysis" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "analysis" SET DATA TYPE jsonb USING to_jsonb("analysis");--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "analysis" SET DEFAULT '""'::jsonb;
