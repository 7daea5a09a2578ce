/** What the routine (stack) endpoints answer when they change a routine, as the api sends it and the routine screens read it. */

export type StackStatus = "pending" | "evaluated" | "failed" | "draft";

/**
 * POST /api/evaluate-stack and POST /api/stacks/{id}/evaluate (202): the evaluation is queued.
 * `credits` is the balance after the debit; absent when the request was a repeat ("Already submitted",
 * "Already queued") and nothing was spent.
 */
export interface EvaluationQueuedResponse {
  stack: { id: string; status: StackStatus };
  id: string;
  credits?: number;
  message: string;
}

/** PUT /api/stacks/{id}/visibility */
export interface VisibilityResponse {
  id: string;
  isPublic: boolean;
  message: string;
}

/** DELETE /api/stacks/{id} */
export interface StackDeletedResponse {
  id: string;
  message: string;
}
