/**
 * Product types as the engine sees them: the spec's thirteen types (core/domain.ts), recognised from
 * the stored type, catalogue labels ("Sun protect", "Face Mask", "Treatment") or, failing that, the name.
 */
import { productTypeInfo, type ProductTypeName } from "../domain";
import { BoundedMemo } from "../bounded-memo";
import { declaredSpf } from "../name-claims";
import { RINSE_OFF_MATERIAL_NAME } from "../layering";

/** Catalogue and everyday labels that are not spelled like a spec type. */
const TYPE_ALIASES: ReadonlyMap<string, ProductTypeName> = new Map<string, ProductTypeName>([
  ["sun protect", "Sunscreen"],
  ["sun protection", "Sunscreen"],
  ["sun care", "Sunscreen"],
  ["spf", "Sunscreen"],
  ["face mask", "Mask"],
  ["sleeping mask", "Mask"],
  ["masque", "Mask"],
  ["eye cream", "Eye Cream"],
  ["eye", "Eye Cream"],
  ["eye care", "Eye Cream"],
  ["moisturiser", "Moisturizer"],
  ["face oil", "Oil"],
  ["facial oil", "Oil"],
  ["face mist", "Mist"],
  ["facial mist", "Mist"],
  ["exfoliator", "Exfoliant"],
  ["peel", "Exfoliant"],
  ["face wash", "Cleanser"],
  ["spot treatment", "Spot Treatment"],
]);

/** Name words that type a product wherever they stand ("Eye Serum" is an eye cream, "Tinted Serum SPF 30" a sunscreen); the first match wins. */
const DOMINANT_RULES: ReadonlyArray<readonly [RegExp, ProductTypeName]> = [
  [/sun ?screen|sun protect|\buv (defen|protect)|sunblock/, "Sunscreen"],
  [/cleans|face wash|facial wash|micellar|\bwash\b|make-? ?up remov|\bsoap\b/, "Cleanser"],
  [/\beye\b|\beyes\b/, "Eye Cream"],
];

/**
 * The words that name what a product is; the last one in the name is its head ("Essence Serum" is a serum,
 * "Acne Treatment Mask" a mask). A vehicle word (cream, gel, lotion) is the head only when no exfoliant, spot or
 * acne word is there ("Peeling Gel" is an exfoliant, "Acne Clearing Gel" a treatment); an acne word is never the head
 * itself; pads are an exfoliant unless another word types them.
 */
type NameWordKind = "head" | "function" | "treats" | "vehicle" | "pads";
const NAME_WORDS: ReadonlyArray<readonly [RegExp, ProductTypeName, NameWordKind]> = [
  [/\bpeel(?![- ]off)|exfoliat|\bscrub|\bpolish/g, "Exfoliant", "function"],
  [/\btoner|\btonic\b|toning/g, "Toner", "head"],
  // Asian-style "treatment lotions" are the watery step after cleansing.
  [/\btreatment lotion/g, "Essence", "head"],
  [/\bessence/g, "Essence", "head"],
  [/\bampoule/g, "Ampoule", "head"],
  // A dark or age spot is pigment treated all over, not a blemish.
  [/(?<!\b(?:dark|age) )\bspots?\b|blemish|pimple|\bdots\b/g, "Spot Treatment", "function"],
  // An acne or antibacterial gel, lotion or cream is a treatment spread over the breakouts, not the moisturizer; so is a
  // cream or gel named for its drug active (a retinoid, benzoyl peroxide, hydroquinone, azelaic acid, an antibiotic,
  // an antiparasitic, an antifungal, a corticosteroid or another prescription anti-inflammatory: a calcineurin, PDE4 or
  // JAK inhibitor, an alpha agonist for redness), by its INN or a brand that is one ("Tretinoin Cream 0.025%", "Epiduo
  // Gel", "Elidel Cream 1%", "Zoryve Cream 0.3%").
  [
    /\bacne\b(?![- ]prone)|\banti[- ]?bac(?:terial)?\b|tretinoin|retin-a\b|adapalene|differin|tazarotene|trifarotene|\baklief|epiduo|benzoyl peroxide|hydroquinone|tri-luma|azelaic|clindamycin|dapsone|aczone|metronidazole|ivermectin|soolantra|hydrocortisone|betamethasone|clobetasol|triamcinolone|mometasone|desonide|fluocinolone|fluocinonide|tazorac|arazlo|altreno|atralin|twyneo|winlevi|clascoterone|finacea|rhofade|oxymetazoline|mirvaso|brimonidine|protopic|tacrolimus|elidel|pimecrolimus|ketoconazole|ciclopirox|zoryve|roflumilast|eucrisa|crisaborole|opzelura|ruxolitinib|metrogel|metrocream|noritate|sulfacetamide|amzeeq|erythromycin|benzaclin|acanya|cabtreo/g,
    "Serum",
    "treats",
  ],
  // A drying lotion, gel or paste is dabbed on a blemish (alcohol, sulfur, salicylic acid), not spread as a moisturizer.
  [/\bdrying (?:lotion|gel|paste|cream)\b/g, "Spot Treatment", "head"],
  [/\bserum|booster|concentrate|\bdrops\b/g, "Serum", "head"],
  [/\bmask|\bmasque|sleeping pack/g, "Mask", "head"],
  [/\bmist\b|\bspray\b/g, "Mist", "head"],
  [/\boil\b(?![- ]free| control)/g, "Oil", "head"],
  // "Moisturizing" is a quality ("Moisturizing Face Oil"); the nouns name the product.
  [/moisturi[sz]er|\bmoisture\b|hydrator/g, "Moisturizer", "head"],
  [/\bcream\b|\bcreme\b|\bcrème\b|\blotion|\bbalm\b|\bbutter\b|\bgel\b|emulsion/g, "Moisturizer", "vehicle"],
  [/(?<!cotton )\bpads\b/g, "Exfoliant", "pads"],
];

/** Qualifiers after the product itself: "Serum - Holiday Edition", "Toner with Rose Water", "Lotion for Oily Skin", "Mask (Moisturizing)". */
const QUALIFIER = / [-–—|] | with | for | to | ?\(/;

/** The spec type a product's name says, or undefined. */
export function typeFromName(name: string): ProductTypeName | undefined {
  const n = name.toLowerCase();
  if (declaredSpf(n) !== null) return "Sunscreen";
  for (const [re, typeName] of DOMINANT_RULES) if (re.test(n)) return typeName;
  const cut = QUALIFIER.exec(n);
  const head = (cut && headType(n.slice(0, cut.index))) || headType(n);
  // A clay, mud or charcoal product named by no product word ("Activated Charcoal Treatment") is a rinse-off mask.
  return head ?? (RINSE_OFF_MATERIAL_NAME.test(n) ? "Mask" : undefined);
}

function headType(n: string): ProductTypeName | undefined {
  let head: { type: ProductTypeName; kind: NameWordKind; end: number } | undefined;
  let fn: ProductTypeName | undefined;
  for (const [re, type, kind] of NAME_WORDS) {
    for (const m of n.matchAll(re)) {
      const end = m.index + m[0].length;
      if (kind === "function" || kind === "treats") fn ??= type;
      if (kind !== "pads" && kind !== "treats" && (!head || end > head.end)) head = { type, kind, end };
    }
  }
  if (head?.kind === "vehicle" && fn) return fn;
  // "Toner Pads" are a toner; bare pads ("Resurfacing Pads") are soaked in acids.
  if (/(?<!cotton )\bpads\b/.test(n)) return head && head.kind !== "vehicle" ? head.type : "Exfoliant";
  return head?.type;
}

/**
 * The spec product type of a product: its stored type when that is a spec type, a known alias,
 * or a guess from the name ("Treatment" products become Serum unless the name says otherwise: a clay or mud
 * "Treatment" is a mask).
 * Returns null when nothing fits.
 */
export function normalizeProductType(type: string | null | undefined, name?: string | null): ProductTypeName | null {
  const key = `${type ?? ""}\u0000${name ?? ""}`;
  return typeMemo.of(key, () => computeType(type, name));
}

const typeMemo = new BoundedMemo<ProductTypeName | null>(20_000);

/**
 * Retail catalogues file toners (and lotions that are toners), essences, mists and mud masks under "Cleanser" and cleansing oils under
 * "Moisturizer"; a name that says so wins over such a label (a "Cleansing Toner" stays a cleanser).
 */
const NAME_OVER_LABEL: ReadonlyArray<readonly [ProductTypeName, RegExp, RegExp, ProductTypeName]> = [
  ["Cleanser", /\btoner|\btonic\b|toning/, /cleans|\bwash\b|micellar/, "Toner"],
  ["Cleanser", /\bessence/, /cleans|\bwash\b|micellar/, "Essence"],
  ["Cleanser", /\bmist\b/, /cleans|\bwash\b|micellar/, "Mist"],
  // Clinique's Clarifying Lotions, "toning lotions", "treatment lotions": a leave-on toner in a retailer's Cleanser aisle.
  ["Cleanser", /\blotion\b/, /cleans|\bwash\b|micellar|remov|\bmilk\b/, "Toner"],
  ["Moisturizer", /cleansing|cleanser|micellar|make-?up remover/, /$^/, "Cleanser"],
  // A mud or a mask filed under Cleanser ("YOUTHMUD Tinglexfoliate Treatment") is a rinse-off mask, unless its name
  // says it cleanses or scrubs too ("Clay Mask + Scrub", "Mud Cleanser Gel").
  ["Cleanser", /mud\b|\bmask\b|\bmasque\b/, /cleans|\bwash\b|micellar|\bsoap\b|scrub|\bexfoliat|polish/, "Mask"],
  // A mask whose name says it is also a (blemish) spot treatment is left on the spots: its actives stay on the skin.
  ["Mask", /(?<!\b(?:dark|age) )\bspot treatment|leave[- ]on spot/, /$^/, "Spot Treatment"],
  // A serum, or an exfoliating acid liquid or solution, filed under Cleanser is left on: "Glycolic Night Serum",
  // "Resurfacing Liquid 10% AHA". (A peel gel is rubbed and rinsed off: it stays where the retailer filed it.)
  ["Cleanser", /\bserum\b|\bampoule\b/, /cleans|\bwash\b|micellar|\bsoap\b|remov|\bpeel/, "Serum"],
  [
    "Cleanser",
    /(?:resurfacing|exfoliant|\baha\b|\bbha\b|\b(?:glycolic|lactic|mandelic|salicylic) acid\b).*\b(?:liquid|solution)\b|\b(?:liquid|solution)\b.*(?:resurfacing|exfoliant|\baha\b|\bbha\b|\b(?:glycolic|lactic|mandelic|salicylic) acid\b)/,
    /cleans|\bwash\b|micellar|\bsoap\b|scrub|polish|remov|\bpeel|foam/,
    "Exfoliant",
  ],
];

const MOISTURIZER_AISLE: ReadonlySet<ProductTypeName> = new Set<ProductTypeName>(["Oil", "Mask", "Toner", "Essence", "Mist", "Serum"]);

function computeType(type: string | null | undefined, name?: string | null): ProductTypeName | null {
  const exact = productTypeInfo(type);
  const n = (name ?? "").toLowerCase();
  const nameOver = (labelType: ProductTypeName): ProductTypeName | undefined =>
    NAME_OVER_LABEL.find(([label, says, unless]) => labelType === label && says.test(n) && !unless.test(n))?.[3];
  if (exact) {
    const over = nameOver(exact.name);
    if (over) return over;
    if (exact.name === "Moisturizer") {
      // Retailers file face oils, sleeping masks, toners, essences, mists and serums under Moisturizer.
      const named = typeFromName(n);
      if (named && MOISTURIZER_AISLE.has(named)) return named;
    }
    return exact.name;
  }
  const t = (type ?? "").trim().toLowerCase();
  const alias = TYPE_ALIASES.get(t);
  if (alias) return nameOver(alias) ?? alias;
  const named = typeFromName(name ?? "");
  if (named) return named;
  if (t === "treatment") return "Serum";
  return null;
}
