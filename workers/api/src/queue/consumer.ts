import { and, asc, eq } from "drizzle-orm";
import { evaluateRoutine } from "@core/evaluation";
import { renderEvaluation } from "@core/evaluation/render";
import { english } from "@core/evaluation/english";
import { hasPersonalInputs, toSharedEvaluation, withoutPersonalInputs } from "@core/privacy";
import type { Database } from "@db/client";
import { DEFAULT_TEMPLATES } from "@core/prompts";
import {
  aiSettings,
  evaluations,
  promptTemplates,
  promptTemplateVersions,
  skinProfiles,
  routineProducts,
  routines,
} from "@db/schema";
import type { Env } from "../env";
import { refundOnce } from "../lib/payments/credits";
import { openDatabase } from "../lib/database";
import { bumpGuestPagesGeneration } from "../lib/guest-pages";
import { engineInputOf } from "../lib/routines/engine-input";
import type { AiSettings } from "@core/api/admin";
import { DEFAULT_AI_SETTINGS } from "@core/schemas/admin";
import { writeNarrative, type NarrativeResult } from "../lib/ai/narrative";
import { DEFAULT_LANGUAGE, isLanguageTag } from "@core/i18n/negotiate";
import { notifyUser } from "../realtime/notify";
import { reportRefundFailure } from "../lib/admin/refund-alerts";
import { recommendationCatalog } from "../lib/catalogue/recommendation-catalog";
import { isDeadLetterQueue, retryDelaySeconds, type EvaluationJob } from "./jobs";

/** The job's language for the AI narrative; English for a job queued without one (or with anything but a tag). */
function narrativeLanguageOf(job: EvaluationJob): string {
  return typeof job.language === "string" && isLanguageTag(job.language) ? job.language : DEFAULT_LANGUAGE;
}

export type JobOutcome = "evaluated" | "stale";

/** The AI settings and the active Stack Evaluation template, or their defaults. */
async function narrativeConfig(db: Database): Promise<{ settings: AiSettings; template: string }> {
  const [[settings], [active]] = await Promise.all([
    db.select().from(aiSettings).where(eq(aiSettings.id, 1)).limit(1),
    db
      .select({ template: promptTemplateVersions.template })
      .from(promptTemplates)
      .innerJoin(
        promptTemplateVersions,
        and(eq(promptTemplateVersions.templateId, promptTemplates.id), eq(promptTemplateVersions.version, promptTemplates.activeVersion)),
      )
      .where(eq(promptTemplates.id, "stack-evaluation"))
      .limit(1),
  ]);
  return {
    settings: settings ?? DEFAULT_AI_SETTINGS,
    template: active?.template ?? DEFAULT_TEMPLATES[0].template,
  };
}

/**
 * Evaluates one job. Idempotent: a redelivered job finds its evaluation already written (unique
 * job id) or the stack no longer waiting for it, and writes nothing twice.
 */
export async function runEvaluationJob(db: Database, job: EvaluationJob, env: Env): Promise<JobOutcome> {
  const [routine] = await db.select().from(routines).where(eq(routines.id, job.stackId)).limit(1);
  if (!routine || routine.pendingJobId !== job.jobId || routine.status !== "pending") return "stale";
  const [rows, [profile], catalog] = await Promise.all([
    db.select().from(routineProducts).where(eq(routineProducts.stackId, routine.id)).orderBy(asc(routineProducts.position)),
    db.select().from(skinProfiles).where(eq(skinProfiles.userId, routine.userId)).limit(1),
    recommendationCatalog(db),
  ]);
  const input = engineInputOf(routine, rows, profile);
  // Stored as codes with parameters, rendered in the reader's language when read (ADR 0045).
  const result = evaluateRoutine(input, catalog);
  const shared = toSharedEvaluation(hasPersonalInputs(input) ? evaluateRoutine(withoutPersonalInputs(input), catalog) : result);
  // The AI narrative is written from the English findings in the owner's language, and stored
  // as that text with its language (ADR 0055).
  const narrative: NarrativeResult = env.OPENAI_API_KEY
    ? await narrativeConfig(db).then(({ settings, template }) =>
        writeNarrative(env, settings, template, input, renderEvaluation(result, english), narrativeLanguageOf(job)),
      )
    : { analysis: "", source: "engine" };
  const analysis = narrative.source === "openai" ? narrative.analysis : result.analysis;
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(evaluations)
      .values({
        stackId: routine.id,
        jobId: job.jobId,
        completenessScore: result.completenessScore,
        effectivenessScore: result.effectivenessScore,
        safetyScore: result.safetyScore,
        ingredientQualityScore: result.ingredientQualityScore,
        routineBalanceScore: result.routineBalanceScore,
        insights: result.insights,
        recommendations: result.recommendations,
        scoreExplanations: result.scoreExplanations,
        productMarks: result.productMarks,
        analysis,
        skinFeeling: result.skinFeeling,
        engineVersion: result.engineVersion,
        narrativeSource: narrative.source,
        narrativeLanguage: narrative.source === "openai" ? narrative.language : null,
        sharedView: shared,
      })
      .onConflictDoNothing()
      .returning({ id: evaluations.id });
    if (written.length > 0) {
      await tx
        .update(routines)
        .set({ status: "evaluated", updatedAt: new Date() })
        .where(and(eq(routines.id, routine.id), eq(routines.pendingJobId, job.jobId)));
    }
  });
  return "evaluated";
}

/** After the last retry: mark the stack failed and give the credit back, once. */
export async function failEvaluationJob(db: Database, job: EvaluationJob) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(routines)
      .set({ status: "failed", updatedAt: new Date() })
      .where(and(eq(routines.id, job.stackId), eq(routines.pendingJobId, job.jobId), eq(routines.status, "pending")))
      .returning({ id: routines.id });
    if (updated.length === 0) return null;
    return refundOnce(tx, job.userId, 1, job.jobId);
  });
}

function isJob(body: unknown): body is EvaluationJob {
  const b = body as Partial<EvaluationJob> | null;
  return Boolean(b && typeof b.stackId === "string" && typeof b.jobId === "string" && typeof b.userId === "string");
}

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  let connection;
  try {
    connection = openDatabase(env);
  } catch (error) {
    console.error("evaluation queue: no database", error instanceof Error ? error.message : error);
    batch.retryAll({ delaySeconds: retryDelaySeconds(1) });
    return;
  }
  const { db, releaseAbandoned, close } = connection;
  try {
    const deadLetters = isDeadLetterQueue(batch.queue);
    let evaluated = false;
    for (const message of batch.messages) {
      if (!isJob(message.body)) {
        console.error("dropping malformed evaluation message", message.id);
        message.ack();
        continue;
      }
      try {
        if (deadLetters) {
          const refunded = await failEvaluationJob(db, message.body);
          if (refunded !== null) {
            // Live updates (never throw): the refunded balance, and the results page may refetch.
            await notifyUser(env, message.body.userId, { type: "credits_updated", credits: refunded });
            await notifyUser(env, message.body.userId, { type: "evaluation_ready", stackId: message.body.stackId, status: "failed" });
          }
        } else if ((await runEvaluationJob(db, message.body, env)) === "evaluated") {
          evaluated = true;
          await notifyUser(env, message.body.userId, { type: "evaluation_ready", stackId: message.body.stackId, status: "evaluated" });
        }
        message.ack();
      } catch (error) {
        console.error("evaluation job failed", message.body.jobId, `attempt ${message.attempts}`, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        // A transaction that lost its connection at `begin` keeps its client: give it back, or
        // every later message of the batch waits for a connection that never frees up.
        releaseAbandoned();
        // A refund that fails is the operator's business: log line and admin banner (lib/admin/refund-alerts.ts).
        if (deadLetters) await reportRefundFailure(db, message.body, message.attempts, error);
      }
    }
    // A public routine's new scores show on its post and results pages: guests get them afresh (ADR 0041).
    if (evaluated) {
      await bumpGuestPagesGeneration(db).catch((error) =>
        console.error("guest pages generation not bumped after evaluations", error instanceof Error ? error.message : error),
      );
    }
  } finally {
    await close();
  }
}
