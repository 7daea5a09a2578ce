/** Product vocabulary: goals, skin types, product types with order and wait times. */

export const GOALS = [
  { id: "hydration", name: "Hydration", description: "Plump, comfortable skin that holds on to water." },
  { id: "brightening", name: "Brightening", description: "A more radiant, luminous complexion." },
  { id: "anti-aging", name: "Anti-Aging", description: "Soften fine lines and support firmness." },
  { id: "oil-control", name: "Oil Control", description: "Less shine and fewer clogged pores." },
  { id: "even-tone", name: "Even Tone", description: "Fade dark spots and uneven pigmentation." },
  { id: "acne-care", name: "Acne Care", description: "Fewer breakouts and calmer blemishes." },
  { id: "reduce-redness", name: "Reduce Redness", description: "Calm visible redness and reactivity." },
  { id: "glow", name: "Glow", description: "Healthy, dewy skin with a natural glow." },
] as const;

export type GoalId = (typeof GOALS)[number]["id"];
export const GOAL_IDS = GOALS.map((g) => g.id) as GoalId[];

/** Whether a value is one of the goals (a routine's goal as the api answers it is text). */
export function isGoalId(value: unknown): value is GoalId {
  return (GOAL_IDS as unknown[]).includes(value);
}

export const SKIN_TYPES = ["normal", "dry", "oily", "combination", "sensitive"] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const PRIMARY_CONCERNS = [
  "acne",
  "hyperpigmentation",
  "fine-lines",
  "hydration",
  "rosacea",
  "barrier-repair",
  "anti-aging",
] as const;
export type PrimaryConcern = (typeof PRIMARY_CONCERNS)[number];
/** The questionnaire offers the first six concerns. */
export const QUESTIONNAIRE_CONCERNS = PRIMARY_CONCERNS.slice(0, 6);

export const AGE_BRACKETS = ["under-20", "20-29", "30-39", "40-49", "50+"] as const;
export type AgeBracket = (typeof AGE_BRACKETS)[number];

export const SENSITIVITIES = ["fragrance", "alcohol", "essential-oils", "retinoids", "acids", "vitamin-c"] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];

/** The two routines of a day; a product is listed in one of them. */
export const PERIODS = ["morning", "night"] as const;
export type Period = (typeof PERIODS)[number];

export const USAGE_FREQUENCIES = [
  { id: "daily-both", label: "Daily (Morning & Night)" },
  { id: "daily-am", label: "Daily (Morning Only)" },
  { id: "daily-pm", label: "Daily (Night Only)" },
  { id: "alternate-nights", label: "Alternate Nights" },
  { id: "3x-week", label: "3 Times Per Week" },
  { id: "2x-week", label: "2 Times Per Week" },
  { id: "weekly", label: "Weekly" },
  { id: "as-needed", label: "As Needed" },
] as const;
export type UsageFrequency = (typeof USAGE_FREQUENCIES)[number]["id"];

/** Whether a value is one of the usage frequencies above (the api refuses any other). */
export function isUsageFrequency(value: unknown): value is UsageFrequency {
  return USAGE_FREQUENCIES.some((f) => f.id === value);
}

/** Days of a week, Monday first: a product's schedule names the days it is used on. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PRODUCT_TYPES = [
  { name: "Cleanser", order: 1, waitSeconds: 0 },
  { name: "Exfoliant", order: 2, waitSeconds: 0 },
  { name: "Toner", order: 3, waitSeconds: 30 },
  { name: "Essence", order: 4, waitSeconds: 30 },
  { name: "Serum", order: 5, waitSeconds: 60 },
  { name: "Ampoule", order: 6, waitSeconds: 60 },
  { name: "Spot Treatment", order: 7, waitSeconds: 60 },
  { name: "Eye Cream", order: 8, waitSeconds: 30 },
  { name: "Moisturizer", order: 9, waitSeconds: 60 },
  { name: "Oil", order: 10, waitSeconds: 60 },
  { name: "Sunscreen", order: 11, waitSeconds: 120, note: "morning only" },
  { name: "Mask", order: 12, waitSeconds: 0, note: "1-3 times a week" },
  { name: "Mist", order: 13, waitSeconds: 0 },
] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number]["name"];

const UNKNOWN_TYPE_ORDER = Number.MAX_SAFE_INTEGER;

export function productTypeInfo(type: string | null | undefined) {
  const wanted = (type ?? "").trim().toLowerCase();
  return PRODUCT_TYPES.find((t) => t.name.toLowerCase() === wanted);
}

/** Sort position of a product type; unknown types sort last. */
export function productTypeOrder(type: string | null | undefined): number {
  return productTypeInfo(type)?.order ?? UNKNOWN_TYPE_ORDER;
}

export function waitSecondsFor(type: string | null | undefined): number {
  return productTypeInfo(type)?.waitSeconds ?? 0;
}

/** Sorts by recommended product-type order; ties keep their stored order. */
export function sortByRecommendedOrder<T extends { productType?: string | null; order: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => productTypeOrder(a.productType) - productTypeOrder(b.productType) || a.order - b.order);
}

export function goalName(id: string): string {
  return GOALS.find((g) => g.id === id)?.name ?? id;
}

/** Goal label on cards: capitalised, hyphen shown as space ("anti-aging" -> "Anti Aging"). */
export function goalLabel(id: string): string {
  return id
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Default stack name: 'My {Goal} Routine' with the goal capitalised. */
export function defaultRoutineName(goal: string): string {
  return `My ${goalLabel(goal)} Routine`;
}

/**
 * The skin type a quiz answer about how skin feels by midday says (#28): shine on the forehead and nose
 * (the T-zone) only is combination, shine all over oily, tight or flaky dry, red or easily irritated
 * sensitive, comfortable normal; null when the answer says nothing about the type. The app's quiz
 * (app/components/routine/goals.ts) sets the skin type from it.
 */
export function skinTypeFromQuizAnswer(answer: string): SkinType | null {
  const a = answer.toLowerCase();
  if (/\b(red|warm|irritated|stings?|burns?|reactive)\b/.test(a)) return "sensitive";
  if (/\b(shiny|oily|greasy)\b/.test(a)) return /forehead|nose|t-zone|t zone/.test(a) && !/all over|everywhere/.test(a) ? "combination" : "oily";
  if (/\b(tight|rough|flaky|dry)\b/.test(a)) return "dry";
  if (/\bcomfortable\b/.test(a)) return "normal";
  return null;
}
