/**
 * The ingredient decoder: one page per knowledge-base entry (/ingredients/{slug}). Everything here is
 * read from the knowledge base and from the engine's own rules, so a page never says something the
 * evaluation would not (ADR 0035).
 */
import { GOALS, type GoalId, type PrimaryConcern } from "./domain";
import { classifyIngredient } from "./ingredients";
import { canonicalKey } from "./inci-key";
import { kbEntries } from "./kb";
import type { ActiveClass, KbEntry } from "./kb/types";
import { matchesFacts } from "./evaluation/analyze";
import { factsFor } from "./evaluation/facts";
import { RULES, type IngredientMatcher, type PairRule, type PresentRule, type Severity } from "./evaluation/rules";

/** "Butyrospermum Parkii Butter" -> "butyrospermum-parkii-butter"; "1,2-hexanediol" -> "1-2-hexanediol". */
export function slugOf(inci: string): string {
  return inci
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const bySlug = new Map<string, KbEntry>();
for (const entry of kbEntries) {
  const slug = slugOf(entry.inci);
  if (slug && !bySlug.has(slug)) bySlug.set(slug, entry);
}

/** Every page's slug, in knowledge-base order (the sitemap lists them). */
export function ingredientSlugs(): string[] {
  return [...bySlug.keys()];
}

export function entryBySlug(slug: string): KbEntry | undefined {
  return bySlug.get(slug);
}

/** The page of an ingredient name as written on a label, when the knowledge base has one. */
export function ingredientSlugForName(name: string): string | null {
  const classification = classifyIngredient(name);
  const entry = classification.entry;
  if (!entry) return null;
  const slug = slugOf(entry.inci);
  return bySlug.get(slug) === entry ? slug : null;
}

export type EvidenceLevel = "strong" | "moderate" | "limited" | "formulation";

export const EVIDENCE_TEXT: Record<EvidenceLevel, string> = {
  strong: "Strong: randomised trials and dermatology guidance support what it does",
  moderate: "Moderate: some clinical studies, mostly small or from makers",
  limited: "Limited: laboratory or traditional use, few or no trials on skin",
  formulation: "A formulation ingredient: what it does in the product is its chemistry, not a skin claim",
};

const STRONG: readonly ActiveClass[] = [
  "retinoid",
  "aha",
  "bha",
  "vitamin-c",
  "niacinamide",
  "benzoyl-peroxide",
  "azelaic-acid",
  "mineral-uv-filter",
  "chemical-uv-filter",
  "ceramide",
  "humectant",
  "occlusive",
];
const MODERATE: readonly ActiveClass[] = ["pha", "peptide", "brightening", "soothing", "antioxidant", "exfoliant-physical"];
/** Wording in a research note that the evidence is thin, whatever the class says. */
const THIN_EVIDENCE = /\b(limited|modest|early|thin|little|few)\b[^.]*\b(evidence|data|studies|trials)\b|\bevidence is (early|limited|thin|mixed)\b/i;

/** How sure we are of what an entry is said to do: its class, lowered when its own note says the evidence is thin. */
export function evidenceLevelOf(entry: KbEntry): EvidenceLevel {
  const has = (classes: readonly ActiveClass[]) => entry.classes.some((c) => classes.includes(c));
  let level: EvidenceLevel;
  if (has(STRONG)) level = "strong";
  else if (has(MODERATE)) level = "moderate";
  else if (entry.targetsGoals.length > 0 || entry.targetsConcerns.length > 0) level = "limited";
  else level = "formulation";
  if (level !== "formulation" && THIN_EVIDENCE.test(entry.researchNotes)) level = "limited";
  return level;
}

export interface IngredientRuleNote {
  ruleId: string;
  title: string;
  /** The other side of a conflict ("a retinoid"), or null for a caution about the ingredient alone. */
  with: string | null;
  severity: Severity;
  explanation: string;
  action: string;
  evidence: string;
  /** Who the rule concerns when it is not everyone: "pregnancy", "dry or sensitive skin", "if you react to fragrance". */
  appliesTo: string | null;
}

export interface IngredientPage {
  slug: string;
  inci: string;
  displayName: string;
  /** Everyday and alternative names (never the INCI name itself). */
  commonNames: string[];
  /** EU CosIng function tags, as written there. */
  functions: string[];
  functionLabel: string;
  benefits: string[];
  goals: { id: GoalId; name: string }[];
  concerns: PrimaryConcern[];
  evidence: { level: EvidenceLevel; text: string };
  researchNotes: string;
  comedogenic: { rating: number; source: string } | null;
  irritancy: string | null;
  pregnancy: string;
  /** Whether `pregnancy` advises avoiding it (the page words it in the reader's language). */
  pregnancyCaution: boolean;
  effectiveConcentration: number | null;
  conflicts: IngredientRuleNote[];
  warnings: IngredientRuleNote[];
}

const COMEDOGENIC_SOURCE = "Fulton (1989) rabbit-ear scale, 0-5; a rating says little about a finished product at low strength";

function appliesTo(rule: PairRule | PresentRule): string | null {
  const when = rule.when;
  if (!when) return null;
  const parts: string[] = [];
  if (when.pregnant) parts.push("pregnancy and breastfeeding");
  if (when.sensitivity) parts.push(`people who react to ${when.sensitivity.replace("-", " ")}`);
  if (when.skinTypes?.length) parts.push(`${when.skinTypes.join(" or ")} skin`);
  if (when.goals?.length) parts.push(`the goal${when.goals.length > 1 ? "s" : ""} ${when.goals.map((g) => GOALS.find((x) => x.id === g)?.name ?? g).join(", ")}`);
  return parts.join("; ") || null;
}

function note(rule: PairRule | PresentRule, other: IngredientMatcher | null): IngredientRuleNote {
  return {
    ruleId: rule.id,
    title: rule.title,
    with: other ? other.label : null,
    severity: rule.severity,
    explanation: rule.explanation,
    action: rule.action,
    evidence: rule.evidence,
    appliesTo: appliesTo(rule),
  };
}

/** The engine's pair rules that name this ingredient, with the other side, and its rules about the ingredient alone. */
export function rulesAbout(inci: string): { conflicts: IngredientRuleNote[]; warnings: IngredientRuleNote[] } {
  const facts = factsFor(canonicalKey(inci));
  const conflicts: IngredientRuleNote[] = [];
  const warnings: IngredientRuleNote[] = [];
  for (const rule of RULES) {
    if (rule.check === "pair") {
      if (matchesFacts(rule.a, facts)) conflicts.push(note(rule, rule.b));
      else if (matchesFacts(rule.b, facts)) conflicts.push(note(rule, rule.a));
    } else if (rule.check === "present" && rule.insightType === "warning" && matchesFacts(rule.match, facts)) {
      warnings.push(note(rule, null));
    }
  }
  return { conflicts, warnings };
}

function irritancyOf(entry: KbEntry): string | null {
  const texts: string[] = [];
  if (entry.concerns.includes("irritation")) texts.push("can irritate, more so at higher strength and on sensitive skin");
  if (entry.concerns.includes("drying")) texts.push("can be drying");
  if (entry.concerns.includes("sensitising")) texts.push("a known allergen for some people (patch-test series)");
  if (entry.classes.includes("fragrance-allergen")) texts.push("an EU-declarable fragrance allergen (Regulation 1223/2009, Annex III)");
  if (entry.concerns.includes("photosensitising")) texts.push("raises sun sensitivity");
  return texts.length ? texts.join("; ") : null;
}

export function ingredientPage(slug: string): IngredientPage | null {
  const entry = bySlug.get(slug);
  if (!entry) return null;
  const classification = classifyIngredient(entry.inci);
  const level = evidenceLevelOf(entry);
  const commonNames = [...new Set(entry.aliases.filter((a) => a !== entry.inci))];
  return {
    slug,
    inci: entry.inci,
    displayName: entry.displayName,
    commonNames,
    functions: [...entry.functions],
    functionLabel: classification.functionLabel,
    benefits: [...entry.benefits],
    goals: entry.targetsGoals.map((id) => ({ id, name: GOALS.find((g) => g.id === id)?.name ?? id })),
    concerns: [...entry.targetsConcerns],
    evidence: { level, text: EVIDENCE_TEXT[level] },
    researchNotes: entry.researchNotes,
    comedogenic: entry.comedogenic === undefined ? null : { rating: entry.comedogenic, source: COMEDOGENIC_SOURCE },
    irritancy: irritancyOf(entry),
    pregnancyCaution: Boolean(entry.pregnancyCaution),
    pregnancy: entry.pregnancyCaution
      ? "Avoid in pregnancy and while breastfeeding unless your doctor says otherwise."
      : "No specific concern in pregnancy is known at cosmetic strengths; ask your doctor if unsure.",
    effectiveConcentration: entry.effectiveConcentration ?? null,
    ...rulesAbout(entry.inci),
  };
}

export interface IngredientSearchHit {
  slug: string;
  displayName: string;
  inci: string;
  /** The common name that matched, when the match was not on the INCI name. */
  matchedName: string | null;
}

interface SearchRow {
  slug: string;
  entry: KbEntry;
  names: { text: string; folded: string; isInci: boolean }[];
}

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

let rows: SearchRow[] | null = null;

/** Every page's searchable names, folded once on first use (not when a Worker isolate starts). */
function searchRows(): SearchRow[] {
  rows ??= [...bySlug.entries()].map(([slug, entry]) => ({
    slug,
    entry,
    names: [
      { text: entry.displayName, folded: fold(entry.inci), isInci: true },
      ...entry.aliases.map((a) => ({ text: a, folded: fold(a), isInci: false })),
    ],
  }));
  return rows;
}

/**
 * Finds pages by INCI or common name: a name that starts with the query first, then one with a word
 * that does, then one that contains it; shorter names before longer ones within a rank.
 */
export function searchIngredients(query: string, limit = 20): IngredientSearchHit[] {
  const q = fold(query);
  if (q.length < 2) return [];
  const scored: { hit: IngredientSearchHit; rank: number; length: number }[] = [];
  for (const row of searchRows()) {
    let best: { rank: number; name: SearchRow["names"][number] } | null = null;
    for (const name of row.names) {
      const rank = name.folded === q ? 0 : name.folded.startsWith(q) ? 1 : ` ${name.folded}`.includes(` ${q}`) ? 2 : name.folded.includes(q) ? 3 : -1;
      if (rank >= 0 && (!best || rank < best.rank || (rank === best.rank && name.isInci))) best = { rank, name };
    }
    if (!best) continue;
    scored.push({
      hit: { slug: row.slug, displayName: row.entry.displayName, inci: row.entry.inci, matchedName: best.name.isInci ? null : best.name.text },
      rank: best.rank,
      length: row.entry.inci.length,
    });
  }
  scored.sort((a, b) => a.rank - b.rank || a.length - b.length || a.hit.inci.localeCompare(b.hit.inci));
  return scored.slice(0, limit).map((s) => s.hit);
}

/**
 * Ingredients sold only on prescription (in the EU at least): a search for one explains it and offers
 * products with a related cosmetic ingredient instead of whatever shares a word with its name.
 */
const PRESCRIPTION_ONLY: ReadonlyMap<string, { what: string; class: ActiveClass }> = new Map([
  ["retinoic acid", { what: "a prescription retinoid", class: "retinoid" }],
  ["adapalene", { what: "a retinoid sold on prescription in the EU (over the counter at 0.1 % in the US)", class: "retinoid" }],
  ["hydroquinone", { what: "a pigment inhibitor sold only on prescription in the EU", class: "brightening" }],
]);

export interface IngredientQueryHint {
  slug: string;
  displayName: string;
  prescription: boolean;
  message: string;
  /** Ingredient keys of related cosmetic ingredients (for a prescription-only one): products to offer instead. */
  relatedKeys: string[];
}

/** When a product search is the name of an ingredient ("tretinoin", "vitamin c"), what to tell the searcher. */
export function ingredientQueryHint(query: string): IngredientQueryHint | null {
  const q = fold(query);
  const row = q.length >= 3 ? searchRows().find((r) => r.names.some((n) => n.folded === q)) : undefined;
  if (!row) return null;
  const { entry, slug } = row;
  const prescription = PRESCRIPTION_ONLY.get(entry.inci);
  const named = query.trim();
  if (!prescription) {
    return { slug, displayName: entry.displayName, prescription: false, message: `${entry.displayName} is an ingredient: see what it does and which products contain it.`, relatedKeys: [] };
  }
  const relatedKeys = kbEntries
    .filter((e) => e.classes.includes(prescription.class) && !PRESCRIPTION_ONLY.has(e.inci) && e.inci !== entry.inci)
    .map((e) => e.inci);
  return {
    slug,
    displayName: entry.displayName,
    prescription: true,
    message: `${named.charAt(0).toUpperCase()}${named.slice(1)} is ${prescription.what}: cosmetics cannot contain it. Products with related cosmetic ingredients are listed instead.`,
    relatedKeys,
  };
}
