/**
 * The data migration that runs after the SQL migrations (ADR 0049): evaluations stored before
 * findings were codes (English sentences) are read back into codes, in batches, each row all or
 * nothing. A row with a sentence no message renders stays as it is (it reads in English) and is
 * counted. Idempotent: a coded row has no sentences left, so a second run finds nothing to do.
 */
import grammar from "../../core/evaluation/grammar.json" with { type: "json" };
import type { Grammar } from "../../core/evaluation/grammar";
import { codeOldTexts, hasOldTexts, type StoredTexts } from "../../core/evaluation/old-evaluation";
import { EnglishReader } from "../../core/evaluation/read-english";

/** node-postgres's Client and PGlite both answer this. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface Row extends StoredTexts {
  id: string;
  narrativeSource: string;
  sharedView: StoredTexts | null;
}

export interface OldEvaluationsResult {
  /** Rows rewritten into codes. */
  coded: number;
  /** Rows with a sentence that reads as no message: left as stored. */
  leftAsText: number;
}

// A row still holds sentences when a finding's title, a reason, an explanation or the engine's narrative is a JSON string.
const HAS_SENTENCES = `(
  jsonb_path_exists(insights, '$[*].title ? (@.type() == "string")')
  or jsonb_path_exists(recommendations, '$[*].reason ? (@.type() == "string")')
  or jsonb_path_exists(product_marks, '$[*].reason ? (@.type() == "string")')
  or jsonb_path_exists(score_explanations, '$.* ? (@.type() == "string")')
  or (narrative_source = 'engine' and jsonb_typeof(analysis) = 'string' and analysis <> '""'::jsonb)
  or jsonb_path_exists(coalesce(shared_view, '{}'::jsonb), '$.insights[*].title ? (@.type() == "string")')
)`;

export async function codeOldEvaluations(db: Queryable, batchSize = 100): Promise<OldEvaluationsResult> {
  const result: OldEvaluationsResult = { coded: 0, leftAsText: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const { rows } = await db.query(
      `select id, insights, recommendations, product_marks as "productMarks", score_explanations as "scoreExplanations",
              analysis, narrative_source as "narrativeSource", shared_view as "sharedView"
         from evaluations where id > $1 and ${HAS_SENTENCES} order by id limit $2`,
      [after, batchSize],
    );
    if (!rows.length) return result;
    const reader = new EnglishReader(grammar as Grammar);
    const updates: { id: string; row: StoredTexts; sharedView: StoredTexts | null }[] = [];
    for (const row of rows as Row[]) {
      after = row.id;
      const coded = codeOldTexts(pick(row), reader, row.narrativeSource === "engine");
      // The shared view is always the engine's: its narrative is read too.
      const sharedView = row.sharedView && hasOldTexts(row.sharedView, true) ? codeOldTexts(row.sharedView, reader, true) : row.sharedView;
      if (!coded || (row.sharedView && !sharedView)) result.leftAsText++;
      else updates.push({ id: row.id, row: coded, sharedView });
    }
    if (!updates.length) continue;
    await db.query("begin");
    try {
      for (const u of updates) {
        await db.query(
          `update evaluations set insights = $2::jsonb, recommendations = $3::jsonb, product_marks = $4::jsonb,
                  score_explanations = $5::jsonb, analysis = $6::jsonb, shared_view = $7::jsonb
            where id = $1`,
          [u.id, json(u.row.insights), json(u.row.recommendations), json(u.row.productMarks), json(u.row.scoreExplanations), json(u.row.analysis), u.sharedView === null ? null : json(u.sharedView)],
        );
      }
      await db.query("commit");
    } catch (error) {
      await db.query("rollback");
      throw error;
    }
    result.coded += updates.length;
  }
}

function pick(row: Row): StoredTexts {
  return { insights: row.insights, recommendations: row.recommendations, productMarks: row.productMarks, scoreExplanations: row.scoreExplanations, analysis: row.analysis };
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

export function describeOldEvaluations(r: OldEvaluationsResult): string | null {
  if (!r.coded && !r.leftAsText) return null;
  return `Old evaluations: ${r.coded} read back into codes, ${r.leftAsText} left as stored English`;
}
