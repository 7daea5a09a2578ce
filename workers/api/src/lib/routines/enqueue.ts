import { and, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { routines } from "@db/schema";
import type { Env } from "../../env";
import type { EvaluationJob } from "../../queue/jobs";
import { refundOnce } from "../payments/credits";
import { notConfigured, unavailable } from "../errors";

/**
 * Puts the job on the queue. If the queue refuses it, the debit is undone at once (refund row) and
 * the stack marked failed, so a credit is never lost to an evaluation that was never queued.
 */
export async function enqueueEvaluation(env: Env, db: Database, job: EvaluationJob) {
  try {
    if (!env.EVAL_QUEUE) throw notConfigured("EVAL_QUEUE", "The evaluation queue");
    await env.EVAL_QUEUE.send(job, { contentType: "json" });
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx
        .update(routines)
        .set({ status: "failed", updatedAt: new Date() })
        .where(and(eq(routines.id, job.stackId), eq(routines.pendingJobId, job.jobId)));
      await refundOnce(tx, job.userId, 1, job.jobId);
    });
    console.error("enqueue failed", error);
    throw unavailable("The evaluation could not be queued. Your credit was refunded; please try again.");
  }
}

/**
 * For a transaction that would have created the job's stack (or made it wait for this job) and
 * failed on its connection: nobody knows whether it committed, because a COMMIT can run while its
 * answer is lost. Queue the job anyway (the queue does not need the database): if it committed, the
 * routine is evaluated as though the request had succeeded, instead of staying pending for ever on
 * a spent credit; if it did not, the consumer finds no stack waiting for this job and drops it.
 * Delayed a little, so that a COMMIT still on its way has long finished (and a database that is
 * briefly away may be back) when the consumer looks. Best effort: never throws (the request answers
 * 503 either way).
 */
export const IN_DOUBT_DELAY_SECONDS = 10;

export async function enqueueInDoubt(env: Env, job: EvaluationJob) {
  try {
    await env.EVAL_QUEUE?.send(job, { contentType: "json", delaySeconds: IN_DOUBT_DELAY_SECONDS });
  } catch (error) {
    console.error("enqueue after an unknown commit outcome failed", job.jobId, error);
  }
}
