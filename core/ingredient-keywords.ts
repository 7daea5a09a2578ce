/**
 * The one keyword classifier for ingredient names the knowledge base does not know, used by the
 * evaluation engine (core/evaluation/facts.ts) and the advanced analysis
 * (core/advanced-analysis-mapping.ts) alike, so the two never disagree on what an ingredient is.
 * Keys are the INCI parser's canonical keys (lower case, synonyms resolved).
 */
import type { ActiveClass } from "./kb/types";
import { scanKeywords } from "./keyword-scan";

/**
 * Aromatic plants, by INCI (Latin) and English name: an "oil" of one of them is an essential oil. Sage by its
 * species: Salvia hispanica is chia, whose oil is pressed from the seed.
 */
const AROMATIC_PLANTS =
  /\b(lavandula|lavender|mentha|peppermint|spearmint|eucalyptus|melaleuca|tea tree|citrus|lemon|orange|bergamot|grapefruit|lime|mandarin|rosmarinus|rosemary|cananga|ylang|pelargonium|geranium|rosa damascena|rosa centifolia|rose|eugenia|syzygium|clove|cinnamomum|cinnamon|santalum|sandalwood|pogostemon|patchouli|boswellia|frankincense|neroli|cymbopogon|lemongrass|cedrus|cedarwood|juniperus|juniper|salvia officinalis|salvia sclarea|salvia lavandulifolia|salvia triloba|salvia fruticosa|sage|origanum|oregano|thymus|thyme|chamomilla|chamomile|anthemis|litsea|vetiveria|vetiver|jasminum|jasmine|ocimum|basil|myrtus|myrtle|laurus|cupressus|cypress|amyris|aniba|rosewood|illicium|commiphora|myrrh|tanacetum|blue tansy|helichrysum|immortelle|artemisia)\b/;

/** Class and pattern, tried all: an ingredient gets every class whose pattern matches its key. */
export const KEYWORD_CLASSES: ReadonlyArray<readonly [ActiveClass, RegExp]> = [
  // The prescription retinoids by their INCI/INN names, trifarotene (Aklief) and the other arotenes included.
  ["retinoid", /\bretin(ol|al|aldehyde|yl|oic)\b|retinoate|tretinoin|adapalene|tazarotene|trifarotene|bexarotene|alitretinoin|isotretinoin|motretinide/],
  ["aha", /\b(glycolic|lactic|mandelic) acid\b/],
  ["bha", /\bsalicylic acid\b|betaine salicylate/],
  ["pha", /gluconolactone|lactobionic/],
  ["vitamin-c", /ascorb|\bvitamin c\b/],
  ["antioxidant", /ascorb|tocopher|tocotrienol|ferulic|resveratrol|ubiquinone|astaxanthin|camellia sinensis/],
  ["niacinamide", /niacinamide|nicotinamide/],
  ["benzoyl-peroxide", /benzoyl peroxide/],
  ["azelaic-acid", /azelaic|azeloyl/],
  ["peptide", /peptide|matrixyl|argireline/],
  ["ceramide", /ceramide/],
  ["humectant", /hyaluron|\bglycerin\b|\bglycerol\b|\bpca\b|\burea\b|panthenol|polyglutamic|trehalose|^betaine$|sodium lactate/],
  [
    "occlusive",
    /petrolatum|lanolin|paraffinum liquidum|mineral oil|\bparaffin\b|cera alba|beeswax|microcrystalline wax|cera microcristallina|ozokerite|candelilla|carnauba|copernicia cerifera|butyrospermum parkii|shea butter/,
  ],
  ["soothing", /centella|madecass|asiaticoside|allantoin|bisabolol|panthenol|aloe barbadensis|avena sativa|colloidal oat|beta-glucan|glycyrrhiz|licorice|chamomilla recutita|matricaria/],
  ["brightening", /tranexamic acid|arbutin|kojic acid|glycyrrhiza glabra|licorice root|hydroquinone|cysteamine/],
  ["drying-alcohol", /^alcohol$|^alcohol \(|alcohol denat|denatured alcohol|\bsd alcohol\b|\bethanol\b|\bethyl alcohol\b|isopropyl alcohol/],
  ["fatty-alcohol", /\b(cetyl|cetearyl|stearyl|behenyl|myristyl|arachidyl|lauryl|oleyl|isostearyl) alcohol\b/],
  ["fragrance", /\b(fragrance|parfum|perfume)\b|^aroma\b/],
  [
    "fragrance-allergen",
    /\blinalool\b|\blimonene\b|\bcitronellol\b|\bgeraniol\b|\bcitral\b|\beugenol\b|isoeugenol|coumarin|benzyl benzoate|benzyl salicylate|benzyl cinnamate|hexyl cinnamal|amyl cinnamal|\bcinnamal\b|cinnamyl alcohol|farnesol|hydroxycitronellal|alpha-isomethyl ionone|butylphenyl methylpropional|anise alcohol|evernia/,
  ],
  ["mineral-uv-filter", /zinc oxide|titanium dioxide/],
  [
    "chemical-uv-filter",
    /avobenzone|butyl methoxydibenzoylmethane|octinoxate|methoxycinnamate|octocrylene|homosalate|ethylhexyl salicylate|octisalate|oxybenzone|benzophenone-3|bis-ethylhexyloxyphenol methoxyphenyl triazine|tinosorb|ethylhexyl triazone|diethylamino hydroxybenzoyl hexyl benzoate|drometrizole trisiloxane|terephthalylidene dicamphor sulfonic acid|phenylbenzimidazole sulfonic acid|methylene bis-benzotriazolyl tetramethylbutylphenol|polysilicone-15/,
  ],
  ["sulfate-surfactant", /\b(lauryl|laureth|coco|myreth|tea-lauryl) sulfate\b/],
];

const SEED_OIL = /\bseed oil\b/;
/** An essential oil by name, or a perfumer's extract of a flower (an absolute, a concrete): the same allergens. */
const ESSENTIAL_OIL = /\bessential oil\b|\babsolute\b|\bconcrete\b/;
const OIL = /\boil\b/;

/**
 * A plant named by its genus and species alone ("mentha piperita" on a castile soap's label): no part or form
 * (extract, water, leaf), so what is added is its oil.
 */
const isBareBinomial = (key: string) => key.indexOf(" ") > 0 && key.indexOf(" ") === key.lastIndexOf(" ") && !PLANT_PART_OR_FORM.test(key);
const PLANT_PART_OR_FORM = /\b(?:water|extract|juice|powder|peel|leaf|flower|fruit|seed|root|bark|stem|wax|butter|hydrosol|distillate|ferment|cell|callus|oil)\b/;

/**
 * An essential oil: "essential oil", an absolute or a concrete, or an oil of an aromatic plant (or the plant named
 * alone); seed oils (chia, grapefruit seed) are carrier oils.
 */
export function isEssentialOilName(key: string): boolean {
  if (SEED_OIL.test(key)) return false;
  return ESSENTIAL_OIL.test(key) || ((OIL.test(key) || isBareBinomial(key)) && AROMATIC_PLANTS.test(key));
}

/**
 * Every pattern above, in the order of ingredient-keywords.json (the classes', then the four of
 * isEssentialOilName). To regenerate the table after changing one:
 * UPDATE_KEYWORD_TABLE=1 npx vitest run core/ingredient-keywords.test.ts
 */
export const KEYWORD_PATTERNS: readonly RegExp[] = [...KEYWORD_CLASSES.map(([, p]) => p), SEED_OIL, ESSENTIAL_OIL, OIL, AROMATIC_PLANTS];
const AT_SEED_OIL = KEYWORD_CLASSES.length;

/** Classes a polymer never has: a copolymer "of" lactic and glycolic acid is a film former, not a free acid. */
export const NOT_IN_A_POLYMER: readonly ActiveClass[] = ["retinoid", "aha", "bha", "pha", "vitamin-c", "benzoyl-peroxide", "azelaic-acid"];
const POLYMER = /polymer\b/;
export const isPolymerName = (key: string) => key.includes("polymer") && POLYMER.test(key);

/**
 * A wax or oil made an emulsifier by ethoxylation or polyglycerol (PEG-8 beeswax, polyglyceryl-3 beeswax): it
 * disperses in water and is never an occlusive (CosIng: surfactant - emulsifying).
 */
export const isEmulsifierDerivative = (key: string) => key.startsWith("peg-") || key.startsWith("ppg-") || key.startsWith("polyglyceryl-");

/**
 * An ester made from a butter, oil or wax (shea butter ethyl esters, jojoba esters): a light emollient that
 * spreads and absorbs, never the occlusive film of the butter or wax it was made from (CosIng: skin conditioning - emollient).
 */
export const isEsterDerivative = (key: string) => key.includes(" ester");

/**
 * The classes a name says it has, for a name the knowledge base does not know. A fatty alcohol is never a drying one.
 * The patterns are matched through their literals (keyword-scan.ts): same answers, nothing to compile.
 */
export function keywordClasses(key: string): Set<ActiveClass> {
  const classes = new Set<ActiveClass>();
  const hit = scanKeywords(key);
  const polymer = isPolymerName(key);
  for (let i = 0; i < KEYWORD_CLASSES.length; i++) {
    const cls = KEYWORD_CLASSES[i][0];
    if (hit[i] === 1 && !(polymer && NOT_IN_A_POLYMER.includes(cls))) classes.add(cls);
  }
  const essentialOil = hit[AT_SEED_OIL] !== 1 && (hit[AT_SEED_OIL + 1] === 1 || ((hit[AT_SEED_OIL + 2] === 1 || isBareBinomial(key)) && hit[AT_SEED_OIL + 3] === 1));
  if (essentialOil) classes.add("essential-oil");
  if (classes.has("fatty-alcohol")) classes.delete("drying-alcohol");
  if (isEmulsifierDerivative(key)) classes.delete("occlusive");
  else if (isEsterDerivative(key) && classes.delete("occlusive")) classes.add("emollient");
  return classes;
}
