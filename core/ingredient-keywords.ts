/**
 * The one keyword classifier for ingredient names the knowledge base does not know, used by the
 * evaluation engine (core/evaluation/facts.ts) and the advanced analysis
 * (core/advanced-analysis-mapping.ts) alike, so the two never disagree on what an ingredient is.
 * Keys are the INCI parser's canonical keys (lower case, synonyms resolved).
 */
import type { ActiveClass } from "./kb/types";

/** Aromatic plants, by INCI (Latin) and English name: an "oil" of one of them is an essential oil. */
const AROMATIC_PLANTS =
  /\b(lavandula|lavender|mentha|peppermint|spearmint|eucalyptus|melaleuca|tea tree|citrus|lemon|orange|bergamot|grapefruit|lime|mandarin|rosmarinus|rosemary|cananga|ylang|pelargonium|geranium|rosa damascena|rosa centifolia|rose|eugenia|syzygium|clove|cinnamomum|cinnamon|santalum|sandalwood|pogostemon|patchouli|boswellia|frankincense|neroli|cymbopogon|lemongrass|cedrus|cedarwood|juniperus|juniper|salvia|sage|origanum|oregano|thymus|thyme|chamomilla|chamomile|anthemis|litsea|vetiveria|vetiver|jasminum|jasmine|ocimum|basil|myrtus|myrtle|laurus|cupressus|cypress|amyris|aniba|rosewood|illicium|commiphora|myrrh)\b/;

/** Class and pattern, tried all: an ingredient gets every class whose pattern matches its key. */
export const KEYWORD_CLASSES: ReadonlyArray<readonly [ActiveClass, RegExp]> = [
  ["retinoid", /\bretin(ol|al|aldehyde|yl|oic)\b|retinoate|tretinoin|adapalene|tazarotene/],
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

/** An essential oil: "essential oil", or an oil of an aromatic plant; seed oils (chia, grapefruit seed) are carrier oils. */
export function isEssentialOilName(key: string): boolean {
  if (/\bseed oil\b/.test(key)) return false;
  return /\bessential oil\b/.test(key) || (/\boil\b/.test(key) && AROMATIC_PLANTS.test(key));
}

/** Classes a polymer never has: a copolymer "of" lactic and glycolic acid is a film former, not a free acid. */
const NOT_IN_A_POLYMER: readonly ActiveClass[] = ["retinoid", "aha", "bha", "pha", "vitamin-c", "benzoyl-peroxide", "azelaic-acid"];

/** The classes a name says it has, for a name the knowledge base does not know. A fatty alcohol is never a drying one. */
export function keywordClasses(key: string): Set<ActiveClass> {
  const classes = new Set<ActiveClass>();
  const polymer = /polymer\b/.test(key);
  for (const [cls, pattern] of KEYWORD_CLASSES) if (pattern.test(key) && !(polymer && NOT_IN_A_POLYMER.includes(cls))) classes.add(cls);
  if (isEssentialOilName(key)) classes.add("essential-oil");
  if (classes.has("fatty-alcohol")) classes.delete("drying-alcohol");
  return classes;
}
