/**
 * Goal choice of wizard step 2 and the Skin Assessment Quiz.
 *
 * Goals are kept as an ordered list whose first entry is the primary goal:
 * - toggling adds a goal at the end or removes it; the first goal chosen becomes primary;
 * - the primary goal cannot be deselected;
 * - 'Make Primary' moves a chosen goal to the front (the old primary stays chosen).
 *
 * The quiz has 3 questions. Each answer adds one vote to each of its tags. Tags that are goal
 * ids count; the others (barrier-repair, balance...) match no goal and are dropped. The top 3
 * goals by votes become the chosen goals, the first primary; ties go to the goal voted for first.
 */
import { GOAL_IDS, skinTypeFromQuizAnswer, type GoalId, type SkinType } from "@core/domain";

export const MAX_QUIZ_GOALS = 3;

export function isGoalId(value: string): value is GoalId {
  return (GOAL_IDS as readonly string[]).includes(value);
}

export function primaryGoal(goals: readonly GoalId[]): GoalId | null {
  return goals[0] ?? null;
}

export function secondaryGoals(goals: readonly GoalId[]): GoalId[] {
  return goals.slice(1);
}

export function toggleGoal(goals: readonly GoalId[], id: GoalId): GoalId[] {
  if (goals[0] === id) return [...goals]; // the primary goal cannot be deselected
  if (goals.includes(id)) return goals.filter((g) => g !== id);
  return [...goals, id];
}

export function makePrimary(goals: readonly GoalId[], id: GoalId): GoalId[] {
  if (!goals.includes(id) || goals[0] === id) return [...goals];
  return [id, ...goals.filter((g) => g !== id)];
}

export interface QuizAnswer {
  label: string;
  /** Goal ids and extra tags this answer votes for. */
  tags: readonly string[];
}

export interface QuizQuestion {
  id: string;
  question: string;
  answers: readonly QuizAnswer[];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "feel",
    question: "How does your skin usually feel by midday?",
    answers: [
      { label: "Tight, rough or flaky", tags: ["hydration", "barrier-repair"] },
      { label: "Shiny, especially on the forehead and nose", tags: ["oil-control", "balance"] },
      { label: "Comfortable, but it looks dull", tags: ["glow", "brightening"] },
      { label: "Red, warm or easily irritated", tags: ["reduce-redness", "barrier-repair"] },
    ],
  },
  {
    id: "concern",
    question: "What bothers you most when you look in the mirror?",
    answers: [
      { label: "Breakouts or clogged pores", tags: ["acne-care", "oil-control"] },
      { label: "Dark spots or an uneven tone", tags: ["even-tone", "brightening"] },
      { label: "Fine lines or a loss of firmness", tags: ["anti-aging"] },
      { label: "Redness or blotchy patches", tags: ["reduce-redness"] },
    ],
  },
  {
    id: "result",
    question: "Which result would make you happiest in 8 weeks?",
    answers: [
      { label: "Plump, well-hydrated skin", tags: ["hydration", "glow"] },
      { label: "A brighter, more even complexion", tags: ["brightening", "even-tone"] },
      { label: "Smoother skin with softer lines", tags: ["anti-aging"] },
      { label: "Calm, clear skin", tags: ["acne-care", "reduce-redness", "balance"] },
    ],
  },
];

/**
 * The goals a completed quiz chooses: `answers[i]` is the index of the answer to question i
 * (null or out of range: no vote). Returns up to 3 goal ids, the first primary.
 */
export function quizGoals(answers: readonly (number | null | undefined)[], questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): GoalId[] {
  const votes = new Map<GoalId, { count: number; first: number }>();
  let seq = 0;
  questions.forEach((q, i) => {
    const index = answers[i];
    const answer = typeof index === "number" ? q.answers[index] : undefined;
    if (!answer) return;
    for (const tag of answer.tags) {
      if (!isGoalId(tag)) continue; // extra tags match no goal id and are dropped
      const current = votes.get(tag);
      if (current) current.count += 1;
      else votes.set(tag, { count: 1, first: seq++ });
    }
  });
  return [...votes.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, MAX_QUIZ_GOALS)
    .map(([goal]) => goal);
}

/** The question whose answer says the skin type (how skin feels by midday). */
const SKIN_TYPE_QUESTION = "feel";

/** The skin type a completed quiz says ("Shiny, especially on the forehead and nose": combination), or null. */
export function quizSkinType(answers: readonly (number | null | undefined)[], questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): SkinType | null {
  const i = questions.findIndex((q) => q.id === SKIN_TYPE_QUESTION);
  const index = i >= 0 ? answers[i] : undefined;
  const answer = typeof index === "number" ? questions[i].answers[index] : undefined;
  return answer ? skinTypeFromQuizAnswer(answer.label) : null;
}
