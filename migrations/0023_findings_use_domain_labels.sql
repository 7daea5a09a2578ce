-- Findings name goals and weekdays with the app's own labels (domain.goal.*, domain.weekday.*), not
-- copies under eval.* (issue 31). Stored codes move with them; English reads the same. In jsonb's text
-- form a code is exactly `"code": "goal.x"`; a quote inside a string value is escaped, so product
-- names and texts never match.
UPDATE "evaluations" SET
  "insights" = regexp_replace(regexp_replace("insights"::text, '"code": "day\.', '"code": "domain.weekday.', 'g'), '"code": "goal\.', '"code": "domain.goal.', 'g')::jsonb,
  "recommendations" = regexp_replace(regexp_replace("recommendations"::text, '"code": "day\.', '"code": "domain.weekday.', 'g'), '"code": "goal\.', '"code": "domain.goal.', 'g')::jsonb,
  "score_explanations" = regexp_replace(regexp_replace("score_explanations"::text, '"code": "day\.', '"code": "domain.weekday.', 'g'), '"code": "goal\.', '"code": "domain.goal.', 'g')::jsonb,
  "product_marks" = regexp_replace(regexp_replace("product_marks"::text, '"code": "day\.', '"code": "domain.weekday.', 'g'), '"code": "goal\.', '"code": "domain.goal.', 'g')::jsonb,
  "analysis" = regexp_replace(regexp_replace("analysis"::text, '"code": "day\.', '"code": "domain.weekday.', 'g'), '"code": "goal\.', '"code": "domain.goal.', 'g')::jsonb,
  "shared_view" = regexp_replace(regexp_replace("shared_view"::text, '"code": "day\.', '"code": "domain.weekday.', 'g'), '"code": "goal\.', '"code": "domain.goal.', 'g')::jsonb
WHERE concat("insights"::text, "recommendations"::text, "score_explanations"::text, "product_marks"::text, "analysis"::text, "shared_view"::text) ~ '"code": "(day|goal)\.';
