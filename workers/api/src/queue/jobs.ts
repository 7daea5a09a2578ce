/** A message on the evaluations queue: evaluate this stack for this request (job). */
export interface EvaluationJob {
  stackId: string;
  jobId: string;
  userId: string;
}

export const EVALUATION_QUEUE = "skinstack-evaluations";
export const EVALUATION_DLQ = "skinstack-evaluations-dlq";
export const MAX_RETRIES = 3;

/** Exponential backoff for a failed attempt: 2, 4, 8 ... seconds, at most 60. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60, 2 ** Math.max(1, attempts));
}
