/** A message on the evaluations queue: evaluate this stack for this request (job). */
export interface EvaluationJob {
  stackId: string;
  jobId: string;
  userId: string;
  /**
   * The language the AI narrative is written in (ADR 0055): the account's, else the request's, as
   * decided when the evaluation was asked for. Absent in jobs queued before it: English.
   */
  language?: string;
}

/** Queue names as in production; other environments add their own infix (skinstack-evaluations-preview). */
export const EVALUATION_QUEUE = "skinstack-evaluations";
export const EVALUATION_DLQ = "skinstack-evaluations-dlq";

/** The dead-letter queue of any environment (workers/api/wrangler.toml: "...-dlq"). */
export function isDeadLetterQueue(queue: string): boolean {
  return queue.endsWith("-dlq");
}
export const MAX_RETRIES = 3;
/** Retries of a failing dead-letter refund (workers/api/wrangler.toml, the DLQ consumer's max_retries). */
export const DLQ_MAX_RETRIES = 5;

/** Exponential backoff for a failed attempt: 2, 4, 8 ... seconds, at most 60. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60, 2 ** Math.max(1, attempts));
}
