/**
 * The knowledge base's short words in the reader's language (issue 31): CosIng function names, the
 * "what it does" label, concern and rating texts, and the engine's rules as an ingredient page shows
 * them. English is the source everywhere (core/ingredients.ts, core/ingredient-pages.ts,
 * core/evaluation/rules.ts); the catalogues' `kbLabel.*` keys hold every language, English equal to
 * the source (labels.test.ts), and a rule's prose is its `eval.rule.*` finding text.
 */
import {
  isMessageKey,
  type MessageKey,
  type Translator,
} from "../i18n/catalogues";
import { goalName } from "../i18n/domain-labels";
import {
  classifyIngredient,
  CLASS_LABELS,
  FUNCTION_LABELS,
  type IngredientClassification,
} from "../ingredients";
import {
  entryBySlug,
  type IngredientPage,
  type IngredientRuleNote,
} from "../ingredient-pages";
import { RULES, type Rule } from "../evaluation/rules";
import type { Concern, KbEntry } from "./types";
import { labelIn, type ConcernCode, type LabelText } from "./label-text";

export type { ConcernCode, LabelText } from "./label-text";

const ENGLISH = "en";

/** "A; B; C" with the language's spacing (French puts a space before the semicolon). */
const semicolons = (t: Translator, items: string[]) => items.reduce((a, b) => t("eval.join.semicolon", { a, b }));

/** "SKIN CONDITIONING - EMOLLIENT" -> "skin-conditioning-emollient". */
export const tagCode = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The key of a CosIng function tag's name ("Skin conditioning"). */
export const cosingKey = (tag: string) => `kbLabel.cosing.${tagCode(tag)}`;

const translated = labelIn;

/** A CosIng function as the EU's terms in the reader's language; the tag in sentence case when unknown. */
export function cosingFunctionName(t: Translator, tag: string): LabelText {
  return translated(
    t,
    cosingKey(tag),
    tag.charAt(0) + tag.slice(1).toLowerCase()
  );
}

/** The key of an ingredient's "what it does" label (core/ingredients.ts functionLabel), or null. */
export function functionLabelKey(
  c: Pick<IngredientClassification, "source" | "classes" | "functions" | "rule">
): string | null {
  if (c.source !== "kb") return c.rule ? `kbLabel.fallback.${c.rule.id}` : null;
  const cls = c.classes.find((x) => CLASS_LABELS[x]);
  if (cls) return `kbLabel.class.${cls}`;
  const tag = c.functions[0];
  if (!tag) return "kbLabel.fallback.unknown";
  return FUNCTION_LABELS[tag]
    ? `kbLabel.plain.${tagCode(tag)}`
    : cosingKey(tag);
}

export function functionLabelIn(
  t: Translator,
  c: IngredientClassification
): LabelText {
  const key = functionLabelKey(c);
  return key
    ? translated(t, key, c.functionLabel)
    : { text: c.functionLabel, language: ENGLISH };
}

/** The codes of core/ingredients.ts concernTexts, in its order. */
export function concernCodes(
  c: Pick<
    IngredientClassification,
    "concerns" | "classes" | "entry" | "pregnancyCaution" | "fungalAcneTrigger"
  >
): ConcernCode[] {
  const codes: ConcernCode[] = c.concerns.map((x) => ({
    key: `kbLabel.concern.${x}`,
  }));
  if (c.classes.includes("fragrance-allergen"))
    codes.push({ key: "kbLabel.concern.fragranceAllergen" });
  const rating = c.entry?.comedogenic;
  if (rating !== undefined && rating >= 3)
    codes.push({ key: "kbLabel.concern.comedogenicRating", rating });
  if (c.pregnancyCaution) codes.push({ key: "kbLabel.concern.pregnancy" });
  if (c.fungalAcneTrigger) codes.push({ key: "kbLabel.concern.malassezia" });
  return codes;
}

const IRRITANCY: readonly {
  concern: Concern | "fragranceAllergen";
  key: MessageKey;
}[] = [
  { concern: "irritation", key: "kbLabel.irritancy.irritation" },
  { concern: "drying", key: "kbLabel.irritancy.drying" },
  { concern: "sensitising", key: "kbLabel.irritancy.sensitising" },
  { concern: "fragranceAllergen", key: "kbLabel.irritancy.fragranceAllergen" },
  { concern: "photosensitising", key: "kbLabel.irritancy.photosensitising" },
];

/** The ingredient page's irritation text (ingredient-pages.ts irritancyOf) in the reader's language. */
export function irritancyIn(t: Translator, entry: KbEntry): string | null {
  const has = (c: Concern | "fragranceAllergen") =>
    c === "fragranceAllergen"
      ? entry.classes.includes("fragrance-allergen")
      : entry.concerns.includes(c);
  const texts = IRRITANCY.filter((i) => has(i.concern)).map((i) => t(i.key));
  return texts.length ? semicolons(t, texts) : null;
}

/** The other side of a pair rule, by its English label (rules.ts matchers). */
const MATCH_KEYS: ReadonlyMap<string, MessageKey> = new Map([
  ["a retinoid", "kbLabel.match.retinoid"],
  ["an AHA (glycolic, lactic, mandelic acid...)", "kbLabel.match.aha"],
  ["L-ascorbic acid (pure vitamin C)", "kbLabel.match.ascorbicAcid"],
  ["benzoyl peroxide", "kbLabel.match.benzoylPeroxide"],
  [
    "an AHA or BHA (glycolic, lactic, salicylic acid...)",
    "kbLabel.match.ahaBha",
  ],
  ["niacinamide", "kbLabel.match.niacinamide"],
  ["vitamin C", "kbLabel.match.vitaminC"],
  ["hydroquinone", "kbLabel.match.hydroquinone"],
  ["benzoyl peroxide or hydrogen peroxide", "kbLabel.match.peroxide"],
]);

export function matchLabelIn(t: Translator, label: string): LabelText {
  const key = MATCH_KEYS.get(label);
  return key
    ? { text: t(key), language: t.language }
    : { text: label, language: ENGLISH };
}

const rulesById = new Map<string, Rule>(RULES.map((rule) => [rule.id, rule]));

/** Who a rule concerns (ingredient-pages.ts appliesTo) in the reader's language. */
export function audienceIn(t: Translator, ruleId: string): string | null {
  const when = rulesById.get(ruleId)?.when;
  if (!when) return null;
  const parts: string[] = [];
  if (when.pregnant) parts.push(t("kbLabel.audience.pregnancy"));
  if (when.sensitivity)
    parts.push(t(`kbLabel.audience.sensitivity.${when.sensitivity}`));
  if (when.skinTypes?.length) {
    const types = when.skinTypes
      .map((s) => t(`kbLabel.audience.skinType.${s}`))
      .reduce((a, b) => t("kbLabel.audience.or", { a, b }));
    parts.push(t("kbLabel.audience.skinTypes", { types }));
  }
  if (when.goals?.length)
    parts.push(
      t("kbLabel.audience.goals", {
        count: when.goals.length,
        goals: when.goals.map((g) => goalName(t, g)).join(", "),
      })
    );
  return parts.length ? semicolons(t, parts) : null;
}

/** A rule's prose: the engine's English (core/evaluation/rules.ts) and its `eval.rule.<id>.*` keys. */
export interface RuleProse {
  title: string;
  explanation: string;
  action: string;
  evidence: string;
}

export const RULE_PROSE_FIELDS = ["title", "explanation", "action", "evidence"] as const satisfies readonly (keyof RuleProse)[];

const pickProse = ({ title, explanation, action, evidence }: RuleProse): RuleProse => ({ title, explanation, action, evidence });

/** A rule's prose in the reader's language, and that language (English for a rule without catalogue texts). */
export function ruleProseIn(
  t: Translator,
  ruleId: string,
  english: RuleProse
): RuleProse & { language: string } {
  if (!isMessageKey(`eval.rule.${ruleId}.title`))
    return { ...pickProse(english), language: ENGLISH };
  const field = (f: keyof RuleProse) => {
    const key = `eval.rule.${ruleId}.${f}`;
    return isMessageKey(key) ? t(key) : english[f];
  };
  return {
    title: field("title"),
    explanation: field("explanation"),
    action: field("action"),
    evidence: field("evidence"),
    language: t.language,
  };
}

/** A rule note as the page shows it; `withLanguage` is English when the other side has no label. */
export interface RuleNoteIn extends IngredientRuleNote {
  withLanguage: string;
  /** The rule's own texts' language (English for a rule without catalogue texts). */
  language: string;
}

export function ruleNoteIn(
  t: Translator,
  note: IngredientRuleNote
): RuleNoteIn {
  const other = note.with === null ? null : matchLabelIn(t, note.with);
  return {
    ...note,
    ...ruleProseIn(t, note.ruleId, note),
    with: other ? other.text : null,
    withLanguage: other ? other.language : t.language,
    appliesTo: note.appliesTo === null ? null : audienceIn(t, note.ruleId),
  };
}

/** An ingredient page's knowledge-base words in the reader's language (the loader's English page in, labels out). */
export interface IngredientPageLabels {
  functionLabel: LabelText;
  functions: LabelText[];
  goals: string[];
  irritancy: string | null;
  comedogenicSource: string;
  conflicts: RuleNoteIn[];
  warnings: RuleNoteIn[];
}

export function ingredientPageLabels(
  t: Translator,
  page: Pick<
    IngredientPage,
    | "slug"
    | "inci"
    | "functions"
    | "goals"
    | "irritancy"
    | "conflicts"
    | "warnings"
  >
): IngredientPageLabels {
  const entry = entryBySlug(page.slug);
  return {
    functionLabel: functionLabelIn(t, classifyIngredient(page.inci)),
    functions: page.functions.map((f) => cosingFunctionName(t, f)),
    goals: page.goals.map((g) => goalName(t, g.id)),
    irritancy: entry ? irritancyIn(t, entry) : page.irritancy,
    comedogenicSource: t("kbLabel.comedogenicSource"),
    conflicts: page.conflicts.map((n) => ruleNoteIn(t, n)),
    warnings: page.warnings.map((n) => ruleNoteIn(t, n)),
  };
}
