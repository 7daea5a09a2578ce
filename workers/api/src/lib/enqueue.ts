import { and, eq } from "drizzle-orm";
import type { Database } from "../../../../drizzle/client";
import { stacks } from "../../../../drizzle/schema";
import type { Env } from "../env";
import type { EvaluationJob } from "../queue/jobs";
import { refundOnce } from "./credits";
import { notConfigured, unavailable } from "./errors";

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
        .update(stacks)
        .set({ status: "failed", updatedAt: new Date() })
        .where(and(eq(stacks.id, job.stackId), eq(stacks.pendingJobId, job.jobId)));
      await refundOnce(tx, job.userId, 1, job.jobId);
    });
    console.error("enqueue failed", error);
    throw unavailable("The evaluation could not be queued. Your credit was refunded; please try again.");
  }
}
