/**
 * Operator alerts about the evaluation queue. A dead-letter refund that fails (the stack cannot be
 * marked failed and its credit given back) must not pass unnoticed: the user paid a credit for
 * an evaluation that never came. Each failure
 *
 * - logs one line with the stable prefix REFUND_ALERT_PREFIX (Workers Logs: alert on it), and
 * - records a row in audit_log (action "queue.refund_failed", no actor), which
 *   GET /api/admin/alerts turns into the admin panel's banner for as long as the stack's refund is
 *   still not done. A later successful attempt ends the alert by itself.
 */
import { sql } from "drizzle-orm";
import { auditLog } from "@db/schema";
import type { Database } from "@db/client";
import { DLQ_MAX_RETRIES, type EvaluationJob } from "../../queue/jobs";
import type { OperatorAlert } from "@core/api/alerts";
import type { AuditAction } from "@core/schemas/admin";
import { isoTime } from "../sql-time";

export const REFUND_ALERT_PREFIX = "[ALERT] dead-letter refund failed";
export const REFUND_FAILED_ACTION = "queue.refund_failed" satisfies AuditAction;
/** Alerts older than this are no longer shown (the failure has long been dealt with or written off). */
export const ALERT_WINDOW_DAYS = 30;


/**
 * Reports one failed refund attempt. Never throws: the database may be the very thing that failed,
 * and then the log line is all there is.
 */
export async function reportRefundFailure(db: Database, job: EvaluationJob, attempt: number, error: unknown): Promise<void> {
  // A lost connection surfaces as an ErrorEvent (with .message), not an Error.
  const message =
    error instanceof Error ? error.message : typeof (error as { message?: unknown })?.message === "string" ? (error as { message: string }).message : String(error);
  const details = { jobId: job.jobId, userId: job.userId, attempt, final: attempt > DLQ_MAX_RETRIES, error: message.slice(0, 500) };
  console.error(`${REFUND_ALERT_PREFIX} ${JSON.stringify({ stackId: job.stackId, ...details })}`);
  try {
    await db.insert(auditLog).values({ actorId: null, action: REFUND_FAILED_ACTION, target: job.stackId, details });
  } catch (recordError) {
    console.error(`${REFUND_ALERT_PREFIX} (not recorded: ${recordError instanceof Error ? recordError.message : String(recordError)})`);
  }
}

type Row = Record<string, unknown>;

/** Refunds that failed and are still not done (the stack still waits for that job), newest first. */
export async function openRefundAlerts(db: Database, limit = 50): Promise<OperatorAlert[]> {
  const { rows } = await db.execute<Row>(sql`
    select a.target as stack_id, a.details->>'jobId' as job_id, a.details->>'userId' as user_id,
      count(*)::int as failures,
      ${isoTime("max(a.created_at)")} as last_failed_at,
      (array_agg(a.details->>'error' order by a.created_at desc))[1] as last_error,
      bool_or(coalesce((a.details->>'final')::boolean, false)) as abandoned
    from audit_log a
    join stacks s on s.id::text = a.target and s.status = 'pending' and s.pending_job_id = a.details->>'jobId'
    where a.action = ${REFUND_FAILED_ACTION} and a.created_at > now() - make_interval(days => ${ALERT_WINDOW_DAYS})
    group by 1, 2, 3
    order by max(a.created_at) desc
    limit ${limit}`);
  return rows.map((r) => ({
    kind: "refund_failed",
    stackId: String(r.stack_id),
    jobId: String(r.job_id),
    userId: String(r.user_id),
    failures: Number(r.failures),
    lastError: String(r.last_error ?? ""),
    lastFailedAt: String(r.last_failed_at),
    abandoned: Boolean(r.abandoned),
  }));
}
