/** What the routine (stack) endpoints answer, as the api sends it and the routine screens read it. */
import type { Weekday } from "../domain";
import type { ConcentrationEntry } from "../advanced-analysis/types";
import type { Insight, ProductMark, Recommendation, ScoreKey } from "../evaluation/types";
import type { StoredText } from "../evaluation/render";
import type { EvaluationScores } from "./evaluation-history";

export type RoutineStatus = "pending" | "evaluated" | "failed" | "draft";

/*
 * The routine as GET /api/stacks/{id} (and GET /api/stacks, PUT /api/stacks/{id}) answers it.
 * Fields marked "owner only" are sent to the routine's owner alone. Scores and dates are always
 * sent; they are typed nullable so that a client reading the answer defensively (the web app's
 * routine parser) can mark a value it could not read.
 */

/** A product of the routine, in its morning or night list. */
export interface StackProduct {
  /** The routine entry's id (PUT /api/stacks/{id}/products/{entryId}). */
  id: string;
  /** The catalogue product, when it came from the catalogue. */
  productId: string | null;
  name: string;
  brand: string;
  imageUrl: string | null;
  productType: string;
  ingredients: string;
  /** 1..n within its list. */
  order: number;
  /** Owner only: what the advanced analysis saved on the entry (kept through an edit). */
  usageFrequency?: string | null;
  /** Owner only: the weekdays it is used on when it follows a weekly schedule (ADR 0033). */
  days?: Weekday[] | null;
  selfAssessment?: number | null;
  concentrations?: ConcentrationEntry[];
}

/** The five scores and the card's overall one (core/evaluation/score), each null where a client could not read it. */
export type ScoresAsRead = { [Score in keyof EvaluationScores]: number | null };

/**
 * The routine's latest evaluation; others get its shared view (core/privacy), computed without the
 * owner's personal inputs. Its texts (`T`) are sent as codes with parameters (or, stored before
 * engine 1.4.0, English sentences): the reader renders them in their language (core/evaluation/render).
 */
export interface RoutineEvaluation<T = StoredText> extends ScoresAsRead {
  id: string;
  insights: Insight<T>[];
  recommendations: Recommendation<T>[];
  analysis: T;
  scoreExplanations: Partial<Record<ScoreKey, T>>;
  productMarks: ProductMark<T>[];
  /** Owner only. */
  skinFeeling?: string;
  /** Owner only: whether the narrative came from the engine or the AI. */
  narrativeSource?: "engine" | "openai";
  /** Owner only, with the AI's narrative: the language it is written in (ADR 0055). */
  narrativeLanguage?: string;
  engineVersion: string;
  /** ISO date. */
  createdAt: string | null;
}

export interface Stack {
  id: string;
  name: string;
  goal: string;
  secondaryGoals: string[];
  skinType: string;
  /** Owner only. */
  skinFeeling?: string;
  status: RoutineStatus;
  isPublic: boolean;
  userId: string;
  /** ISO dates. */
  createdAt: string | null;
  updatedAt: string | null;
  morningProducts: StackProduct[];
  nightProducts: StackProduct[];
  /** Null until the routine is evaluated. */
  evaluation: RoutineEvaluation | null;
  /** The owner: a display name (their name, else their username); the email is sent to the owner only. */
  user: { name: string | null; username: string | null; email?: string };
}

/** GET /api/stacks/{id}: the routine itself (one body, the fields at the top level). */
export type RoutineResponse = Stack;

/** GET /api/stacks?cursor=: the signed-in user's routines, newest first, 50 a page. */
export interface RoutineListResponse {
  stacks: Stack[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** PUT /api/stacks/{id}: the routine as saved. */
export type RoutineSavedResponse = Stack & { message: string };

/**
 * POST /api/evaluate-stack and POST /api/stacks/{id}/evaluate (202): the evaluation is queued.
 * `credits` is the balance after the debit; absent when the request was a repeat ("Already submitted",
 * "Already queued") and nothing was spent.
 */
export interface EvaluationQueuedResponse {
  stack: { id: string; status: RoutineStatus };
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
export interface RoutineDeletedResponse {
  id: string;
  message: string;
}

/** PUT /api/stacks/{id}/products/{entryId}: the entry with its advanced data, and which list it is in. */
export interface RoutineEntrySavedResponse {
  product: StackProduct & { routine: "morning" | "night" };
  message: string;
}
