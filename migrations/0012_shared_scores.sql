-- One statement: the table is rewritten once for the five stored columns.
ALTER TABLE "evaluations"
  ADD COLUMN "shared_completeness_score" double precision GENERATED ALWAYS AS (coalesce((shared_view ->> 'completenessScore')::double precision, completeness_score::double precision)) STORED,
  ADD COLUMN "shared_effectiveness_score" double precision GENERATED ALWAYS AS (coalesce((shared_view ->> 'effectivenessScore')::double precision, effectiveness_score::double precision)) STORED,
  ADD COLUMN "shared_safety_score" double precision GENERATED ALWAYS AS (coalesce((shared_view ->> 'safetyScore')::double precision, safety_score::double precision)) STORED,
  ADD COLUMN "shared_ingredient_quality_score" double precision GENERATED ALWAYS AS (coalesce((shared_view ->> 'ingredientQualityScore')::double precision, ingredient_quality_score::double precision)) STORED,
  ADD COLUMN "shared_routine_balance_score" double precision GENERATED ALWAYS AS (coalesce((shared_view ->> 'routineBalanceScore')::double precision, routine_balance_score::double precision)) STORED;
