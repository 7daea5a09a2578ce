import { describe, expect, it } from "vitest";
import { makePrimary, QUIZ_QUESTIONS, quizGoals, quizSkinType, toggleGoal, type QuizQuestion } from "./goals";
import { GOAL_IDS } from "@core/domain";

describe("goal rules", () => {
  it("the first goal chosen is primary; toggling adds and removes the others", () => {
    let goals = toggleGoal([], "glow");
    goals = toggleGoal(goals, "hydration");
    goals = toggleGoal(goals, "acne-care");
    expect(goals).toEqual(["glow", "hydration", "acne-care"]);
    expect(toggleGoal(goals, "hydration")).toEqual(["glow", "acne-care"]);
  });

  it("the primary goal cannot be deselected", () => {
    expect(toggleGoal(["glow", "hydration"], "glow")).toEqual(["glow", "hydration"]);
  });

  it("Make Primary moves a chosen goal to the front and keeps the old primary", () => {
    expect(makePrimary(["glow", "hydration", "acne-care"], "acne-care")).toEqual(["acne-care", "glow", "hydration"]);
    expect(makePrimary(["glow"], "hydration")).toEqual(["glow"]);
  });
});

describe("skin assessment quiz", () => {
  it("has 3 questions whose tags are goals or extra tags", () => {
    expect(QUIZ_QUESTIONS).toHaveLength(3);
    const tags = QUIZ_QUESTIONS.flatMap((q) => q.answers.flatMap((a) => a.tags));
    expect(tags.filter((t) => !(GOAL_IDS as readonly string[]).includes(t)).sort()).toEqual(
      expect.arrayContaining(["balance", "barrier-repair"]),
    );
  });

  it("takes the top 3 goals by votes, the first primary, and drops unknown tags", () => {
    // dry + fine lines + plump: hydration 2, anti-aging 1, glow 1; barrier-repair dropped
    expect(quizGoals([0, 2, 0])).toEqual(["hydration", "anti-aging", "glow"]);
    // oily + breakouts + calm: oil-control 2, acne-care 2, reduce-redness 1; balance dropped
    expect(quizGoals([1, 0, 3])).toEqual(["oil-control", "acne-care", "reduce-redness"]);
  });

  it("breaks ties by the goal voted for first and returns at most 3", () => {
    const questions: QuizQuestion[] = [
      { id: "a", question: "A", answers: [{ label: "x", tags: ["glow", "balance", "hydration"] }] },
      { id: "b", question: "B", answers: [{ label: "y", tags: ["even-tone", "acne-care"] }] },
    ];
    expect(quizGoals([0, 0], questions)).toEqual(["glow", "hydration", "even-tone"]);
  });

  it("ignores missing answers", () => {
    expect(quizGoals([null, 2])).toEqual(["anti-aging"]);
    expect(quizGoals([])).toEqual([]);
  });
});

describe("quiz answers about lines", () => {
  it("'Smoother skin with softer lines' votes for anti-aging, and makes it primary after a dull-skin answer", () => {
    const result = QUIZ_QUESTIONS[2];
    const smoother = result.answers.findIndex((a) => /softer lines/i.test(a.label));
    expect(result.answers[smoother].tags).toEqual(["anti-aging"]);
    const dull = QUIZ_QUESTIONS[0].answers.findIndex((a) => /dull/i.test(a.label));
    const lines = QUIZ_QUESTIONS[1].answers.findIndex((a) => /fine lines/i.test(a.label));
    expect(quizGoals([dull, lines, smoother])[0]).toBe("anti-aging");
    expect(quizGoals([null, null, smoother])).toEqual(["anti-aging"]);
  });
});

describe("the quiz's skin type", () => {
  it("comes from how skin feels by midday: shine on the forehead and nose is combination", () => {
    expect(quizSkinType([1, 0, 3])).toBe("combination");
    expect(quizSkinType([0, 2, 0])).toBe("dry");
    expect(quizSkinType([2, 1, 1])).toBe("normal");
    expect(quizSkinType([3, 0, 0])).toBe("sensitive");
    // The mirror question's "Redness or blotchy patches" says nothing about the type.
    expect(quizSkinType([null, 3, 0])).toBeNull();
  });
});
