/**
 * Evaluations stored before findings were codes (ADR 0049): the migration command reads their
 * English back into codes, so they read in the reader's language; a row it cannot read stays as
 * stored. And migration 0023: stored goal and weekday codes become the app's labels.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, routineWalk } from "../../core/evaluation/__fixtures__/routine-walk";
import { evaluateCoded } from "../../core/evaluation/engine";
import { english } from "../../core/evaluation/english";
import { renderEvaluation, renderMessage, type StoredText, type Translate } from "../../core/evaluation/render";
import type { Evaluation } from "../../core/evaluation/types";
import { translator, type MessageKey } from "../../core/i18n/catalogues";
import { MIGRATIONS_FOLDER, migratePostgres } from "../../scripts/migrate";
import { createTestDatabase } from "../helpers/test-database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let stackId: string;

const fr = translator("fr");
const french: Translate = Object.assign((key: string, values?: Record<string, string | number>) => fr(key as MessageKey, values), { language: "fr" });

beforeAll(async () => {
  database = await createTestDatabase("old_evaluations_it");
  client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  const user = await client.query<{ id: string }>("insert into users (email) values ('old@example.test') returning id");
  const stack = await client.query<{ id: string }>("insert into stacks (user_id, name, goal) values ($1, 'Old routine', 'hydration') returning id", [user.rows[0].id]);
  stackId = stack.rows[0].id;
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

/** `shared`: the shared view's texts (always the engine's). */
async function insertEvaluation(ev: Evaluation<StoredText>, jobId: string, narrativeSource = "engine", shared = ev): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into evaluations (stack_id, job_id, completeness_score, effectiveness_score, safety_score, ingredient_quality_score, routine_balance_score,
       insights, recommendations, score_explanations, product_marks, analysis, engine_version, narrative_source, shared_view)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, '1.3.0', $13, $14) returning id`,
    [
      stackId, jobId, ev.completenessScore, ev.effectivenessScore, ev.safetyScore, ev.ingredientQualityScore, ev.routineBalanceScore,
      JSON.stringify(ev.insights), JSON.stringify(ev.recommendations), JSON.stringify(ev.scoreExplanations), JSON.stringify(ev.productMarks),
      JSON.stringify(ev.analysis), narrativeSource,
      JSON.stringify({ insights: shared.insights, recommendations: shared.recommendations, analysis: shared.analysis, scoreExplanations: {}, productMarks: shared.productMarks }),
    ],
  );
  return rows[0].id;
}

async function stored(id: string): Promise<Evaluation<StoredText> & { sharedView: { insights: Evaluation<StoredText>["insights"] } }> {
  const { rows } = await client.query(
    `select completeness_score::float as "completenessScore", insights, recommendations, score_explanations as "scoreExplanations",
            product_marks as "productMarks", analysis, shared_view as "sharedView" from evaluations where id = $1`,
    [id],
  );
  return rows[0];
}

describe("old evaluations through the migration command", () => {
  const coded = evaluateCoded(routineWalk(5, 1)[0], catalogue());
  const oldEnglish = renderEvaluation(coded, english);

  it("reads an old English row back into codes, so it reads in French; leaves an unreadable row as stored; counts both; idempotent", async () => {
    const old = await insertEvaluation(oldEnglish, "old-1");
    const unreadable = await insertEvaluation({ ...oldEnglish, insights: [{ ...oldEnglish.insights[0], title: "A title no message has" }] }, "old-2");
    const ai = await insertEvaluation({ ...oldEnglish, analysis: "An AI narrative, in English." }, "old-3", "openai", oldEnglish);

    const first = await migratePostgres(database.databaseUrl);
    expect(first).toEqual({ coded: 2, leftAsText: 1 });

    const migrated = await stored(old);
    expect(typeof migrated.insights[0].title).toBe("object");
    // English byte for byte as it was stored; French from the catalogue.
    expect(renderMessage(migrated.analysis, english)).toBe(oldEnglish.analysis);
    expect(migrated.insights.map((i) => renderMessage(i.title, english))).toEqual(oldEnglish.insights.map((i) => i.title));
    const frenchTitles = migrated.insights.map((i) => renderMessage(i.title, french));
    expect(frenchTitles).toEqual(coded.insights.map((i) => renderMessage(i.title, french)));
    expect(frenchTitles).not.toEqual(oldEnglish.insights.map((i) => i.title));
    expect(renderMessage(migrated.analysis, french)).toMatch(/^COMPLETENESS\nComplétude : /);
    expect(typeof migrated.sharedView.insights[0].title).toBe("object");

    const left = await stored(unreadable);
    expect(left.insights[0].title).toBe("A title no message has");
    expect(left.analysis).toBe(oldEnglish.analysis);

    const withAi = await stored(ai);
    expect(withAi.analysis).toBe("An AI narrative, in English.");
    expect(typeof withAi.insights[0].title).toBe("object");

    const second = await migratePostgres(database.databaseUrl);
    expect(second).toEqual({ coded: 0, leftAsText: 1 });
    expect(await stored(old)).toEqual(migrated);
  }, 600_000);

  it("migration 0023: stored goal and weekday codes become the app's labels, English unchanged", async () => {
    const legacyCodes = JSON.parse(
      JSON.stringify(coded).replace(/"code":"domain\.goal\./g, '"code":"goal.').replace(/"code":"domain\.weekday\./g, '"code":"day.'),
    ) as Evaluation<StoredText>;
    expect(JSON.stringify(legacyCodes)).toContain('"code":"goal.');
    const id = await insertEvaluation(legacyCodes, "codes-1");
    const sql = fs.readFileSync(path.join(MIGRATIONS_FOLDER, "0023_findings_use_domain_labels.sql"), "utf8");
    await client.query(sql);
    const after = await stored(id);
    const text = JSON.stringify(after);
    expect(text).not.toMatch(/"code":"(goal|day)\./);
    expect(text).toContain('"code":"domain.goal.');
    expect(after.insights).toEqual(JSON.parse(JSON.stringify(coded.insights)));
    expect(renderMessage(after.analysis, english)).toBe(oldEnglish.analysis);
  });
});
