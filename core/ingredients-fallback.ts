/**
 * Name-keyword heuristics for ingredients the knowledge base does not know (keywords:
 * acid; oil or butter; water or aqua; sulfate; silicone or dimethicone), applied with care:
 * fatty acids and hyaluronic acid are not exfoliants, metal sulfates are not surfactants,
 * essential oils are not plain emollients, and fatty alcohols are never drying.
 * Rules are tried in order; the first match wins.
 */
import type { ActiveClass, Concern } from "./kb/types";

export interface FallbackRule {
  id: string;
  /** Human-readable function shown in the analysis record. */
  functionLabel: string;
  /** CosIng-vocabulary tags. */
  functions: readonly string[];
  classes: readonly ActiveClass[];
  benefits: readonly string[];
  concerns: readonly Concern[];
  fungalAcneTrigger?: boolean;
  researchNotes: string;
}

function rule(r: FallbackRule): FallbackRule {
  return Object.freeze(r);
}

const EMULSIFIER = rule({
  id: "ethoxylated-emulsifier",
  functionLabel: "Emulsifier",
  functions: ["SURFACTANT - EMULSIFYING"],
  classes: ["surfactant"],
  benefits: ["Keeps oil and water blended"],
  concerns: [],
  researchNotes: "A PEG, PPG or ethoxylated (-eth) ingredient, typically an emulsifier or solubiliser; inert on skin at the levels used.",
});

const MILD_SURFACTANT = rule({
  id: "mild-surfactant",
  functionLabel: "Surfactant (cleansing or emulsifying)",
  functions: ["SURFACTANT - CLEANSING", "SURFACTANT - EMULSIFYING"],
  classes: ["surfactant"],
  benefits: ["Cleanses or blends oil and water"],
  concerns: [],
  researchNotes: "A glucoside, betaine, amino-acid or polyglyceryl surfactant; this family is generally mild.",
});

const SULFATE_SURFACTANT = rule({
  id: "sulfate-surfactant",
  functionLabel: "Sulfate surfactant (cleansing)",
  functions: ["SURFACTANT - CLEANSING", "CLEANSING"],
  classes: ["surfactant", "sulfate-surfactant"],
  benefits: ["Deep cleansing", "Lather"],
  concerns: ["drying", "irritation"],
  researchNotes: "An alkyl sulfate cleanser; sulfates foam well but can strip lipids from dry or sensitive skin.",
});

const SOAP = rule({
  id: "soap",
  functionLabel: "Soap (cleansing)",
  functions: ["SURFACTANT - CLEANSING", "CLEANSING"],
  classes: ["surfactant"],
  benefits: ["Cleanses", "Thickens"],
  concerns: ["drying"],
  researchNotes: "A fatty-acid salt: a soap in cleansers or a thickener in make-up; soaps are alkaline and can be drying.",
});

const MINERAL_SALT = rule({
  id: "mineral-salt",
  functionLabel: "Mineral salt",
  functions: ["VISCOSITY CONTROLLING", "BULKING"],
  classes: ["other"],
  benefits: ["Adjusts texture or supplies minerals"],
  concerns: [],
  researchNotes: "A metal sulfate salt used for texture or as a mineral source; unrelated to sulfate cleansers.",
});

const SILICONE = rule({
  id: "silicone",
  functionLabel: "Silicone (emollient)",
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["silicone", "emollient"],
  benefits: ["Silky, smooth finish", "Reduces water loss"],
  concerns: [],
  researchNotes: "A silicone: smooths and protects with a light film; non-comedogenic for most people.",
});

const FATTY_ACID = rule({
  id: "fatty-acid",
  functionLabel: "Fatty acid (emollient, cleansing)",
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SURFACTANT - CLEANSING"],
  classes: ["emollient"],
  benefits: ["Replenishes lipids", "Thickens"],
  concerns: [],
  fungalAcneTrigger: true,
  researchNotes: "A fatty acid: softens skin or forms soap in cleansers. Despite the word 'acid' it does not exfoliate.",
});

const HUMECTANT_ACID = rule({
  id: "hyaluronic",
  functionLabel: "Humectant",
  functions: ["HUMECTANT", "SKIN CONDITIONING"],
  classes: ["humectant"],
  benefits: ["Hydrates"],
  concerns: [],
  researchNotes: "A hyaluronic acid form: a water-binding humectant, not an exfoliating acid.",
});

const AMINO_ACID = rule({
  id: "amino-acid",
  functionLabel: "Amino acid (skin conditioning)",
  functions: ["SKIN CONDITIONING", "HUMECTANT"],
  classes: ["humectant"],
  benefits: ["Supports natural moisturising factor"],
  concerns: [],
  researchNotes: "An amino acid: part of the skin's natural moisturising factor; not an exfoliating acid.",
});

const EXFOLIATING_ACID = rule({
  id: "exfoliating-acid",
  functionLabel: "Exfoliant (hydroxy acid)",
  functions: ["EXFOLIATING", "BUFFERING"],
  classes: ["aha"],
  benefits: ["Exfoliates", "Smooths texture"],
  concerns: ["irritation", "photosensitising"],
  researchNotes: "A hydroxy or fruit acid; it exfoliates at meaningful strength and low pH, and raises sun sensitivity.",
});

const OTHER_ACID = rule({
  id: "acid",
  functionLabel: "Acid (pH adjuster or functional acid)",
  functions: ["BUFFERING"],
  classes: ["other"],
  benefits: ["Adjusts pH or stabilises the formula"],
  concerns: [],
  researchNotes: "An acid not in the knowledge base; most such acids set pH, bind metals or preserve rather than exfoliate.",
});

const WATER = rule({
  id: "water",
  functionLabel: "Solvent",
  functions: ["SOLVENT"],
  classes: ["solvent"],
  benefits: ["Dissolves and carries other ingredients"],
  concerns: [],
  researchNotes: "A water or floral water base that dissolves the other ingredients.",
});

const ESSENTIAL_OIL = rule({
  id: "essential-oil",
  functionLabel: "Essential oil (fragrance)",
  functions: ["PERFUMING", "FRAGRANCE"],
  classes: ["essential-oil", "fragrance"],
  benefits: ["Scent"],
  concerns: ["sensitising", "irritation"],
  researchNotes: "A volatile oil distilled or pressed from leaves, peel, flowers, bark or wood; fragrant, and a possible irritant or allergen.",
});

const PLANT_OIL = rule({
  id: "plant-oil",
  functionLabel: "Emollient (oil)",
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["emollient"],
  benefits: ["Softens", "Replenishes lipids"],
  concerns: [],
  fungalAcneTrigger: true,
  researchNotes: "A plant or seed oil that softens and replenishes lipids; most plant oils can feed Malassezia.",
});

const BUTTER = rule({
  id: "butter",
  functionLabel: "Emollient (butter)",
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["emollient", "occlusive"],
  benefits: ["Rich nourishment", "Seals in moisture"],
  concerns: [],
  fungalAcneTrigger: true,
  researchNotes: "A plant butter: rich fatty acids that soften and seal in moisture.",
});

const FATTY_ALCOHOL = rule({
  id: "fatty-alcohol",
  functionLabel: "Fatty alcohol (emollient)",
  functions: ["EMULSION STABILISING", "SKIN CONDITIONING - EMOLLIENT"],
  classes: ["fatty-alcohol", "emollient"],
  benefits: ["Softens", "Gives a creamy texture"],
  concerns: [],
  researchNotes: "A long-chain fatty alcohol: a waxy emollient and thickener, not a drying alcohol.",
});

const ESTER = rule({
  id: "ester",
  functionLabel: "Emollient (ester)",
  functions: ["SKIN CONDITIONING - EMOLLIENT"],
  classes: ["emollient"],
  benefits: ["Softens and smooths"],
  concerns: [],
  researchNotes: "An emollient ester of a fatty alcohol or acid; softens and improves spreading.",
});

const CERAMIDE = rule({
  id: "ceramide",
  functionLabel: "Barrier lipid (ceramide)",
  functions: ["SKIN CONDITIONING"],
  classes: ["ceramide", "emollient"],
  benefits: ["Supports the barrier"],
  concerns: [],
  researchNotes: "A ceramide or ceramide-like lipid that supports the skin barrier.",
});

const PEPTIDE = rule({
  id: "peptide",
  functionLabel: "Peptide",
  functions: ["SKIN CONDITIONING"],
  classes: ["peptide"],
  benefits: ["Supports firmness"],
  concerns: [],
  researchNotes: "A peptide; most cosmetic peptides have supplier-run evidence only.",
});

const COLORANT = rule({
  id: "colorant",
  functionLabel: "Colorant",
  functions: ["COLORANT"],
  classes: ["other"],
  benefits: ["Colour"],
  concerns: [],
  researchNotes: "A pigment or dye named by colour index or colour number.",
});

const POLYMER = rule({
  id: "polymer",
  functionLabel: "Thickener / film former",
  functions: ["VISCOSITY CONTROLLING", "FILM FORMING"],
  classes: ["other"],
  benefits: ["Texture and stability"],
  concerns: [],
  researchNotes: "A polymer, gum or cellulose that thickens, stabilises or forms a film; inert on skin.",
});

const GLYCOL = rule({
  id: "glycol",
  functionLabel: "Humectant / solvent",
  functions: ["HUMECTANT", "SOLVENT"],
  classes: ["humectant", "solvent"],
  benefits: ["Hydrates", "Dissolves other ingredients"],
  concerns: [],
  researchNotes: "A glycol or glycerin derivative that hydrates lightly and acts as a solvent.",
});

const PROTEIN = rule({
  id: "protein",
  functionLabel: "Protein (skin conditioning)",
  functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"],
  classes: ["humectant"],
  benefits: ["Forms a smoothing film"],
  concerns: [],
  researchNotes: "A protein or protein fragment that forms a hydrating, smoothing film.",
});

const WAX = rule({
  id: "wax",
  functionLabel: "Wax (occlusive)",
  functions: ["BINDING", "VISCOSITY CONTROLLING"],
  classes: ["occlusive"],
  benefits: ["Structures balms", "Forms a protective film"],
  concerns: [],
  researchNotes: "A wax that structures the product and leaves a protective film.",
});

const ABSORBENT = rule({
  id: "absorbent",
  functionLabel: "Absorbent powder",
  functions: ["ABSORBENT", "BULKING"],
  classes: ["other"],
  benefits: ["Absorbs oil"],
  concerns: [],
  researchNotes: "A starch, clay or mineral powder that absorbs oil and adjusts texture.",
});

const FERMENT = rule({
  id: "ferment",
  functionLabel: "Ferment (skin conditioning)",
  functions: ["SKIN CONDITIONING"],
  classes: ["other"],
  benefits: ["Conditions skin"],
  concerns: [],
  researchNotes: "A ferment, lysate or filtrate; claims centre on hydration and the microbiome, with early evidence.",
});

const BOTANICAL = rule({
  id: "botanical",
  functionLabel: "Botanical extract (skin conditioning)",
  functions: ["SKIN CONDITIONING"],
  classes: ["other"],
  benefits: ["Conditions skin"],
  concerns: [],
  researchNotes: "A plant or marine extract present for conditioning or marketing; evidence at cosmetic levels is usually limited.",
});

export const UNKNOWN_RULE = rule({
  id: "unknown",
  functionLabel: "Unknown",
  functions: [],
  classes: [],
  benefits: [],
  concerns: [],
  researchNotes: "",
});

const FATTY_ACID_NAME =
  /\b(stearic|palmitic|lauric|myristic|oleic|linoleic|linolenic|capric|caprylic|caproic|behenic|arachidic|isostearic|ricinoleic|undecylenic|erucic|palmitoleic|hydroxystearic|fatty|coconut|palm kernel|olive|sunflower|soy|shea|jojoba|rice bran|tall oil|safflower|castor) acids?$/;
const AMINO_ACID_NAME = /\b(aspartic|glutamic|amino|pyroglutamic|aminobutyric) acids?$/;
const AMINO_ACID_BASE =
  /^(alanine|arginine|glycine|serine|proline|lysine|threonine|methionine|tyrosine|phenylalanine|valine|leucine|isoleucine|histidine|cysteine|cystine|tryptophan|theanine|citrulline|ornithine|asparagine|glutamine|carnitine)( hcl)?$/;
const EXFOLIATING_ACID_NAME = /\b(glycolic|lactic|mandelic|malic|tartaric|salicylic|pyruvic|lactobionic|maltobionic|fruit) acids?$/;
const SULFATE_SURFACTANT_NAME = /(lauryl|laureth|coco|myreth|myristyl|cetyl|cetearyl|decyl|octyl|tridecyl|trideceth|pareth|olefin|alkyl|c\d+-\d+)[a-z0-9 -]*sulfate$/;
const SILICONE_NAME = /(methicone|siloxane|silicone|silane|siloxy|silsesquioxane|silylate)|cone$/;
const ESSENTIAL_OIL_NAME = /\b(leaf|leaves|peel|flower|bark|wood|herb|root|needle|resin|rind|twig|stem|berry|grass|gum|bud|zest)\b[a-z/ ]* oil$/;
const FATTY_ALCOHOL_NAME =
  /\b(cetyl|stearyl|cetearyl|behenyl|myristyl|lauryl|arachidyl|oleyl|isostearyl|isocetyl|lanolin|decyl|octyldodecyl|hexyldecyl|butyloctyl|batyl|chimyl|brassica|coconut|jojoba|c\d+-\d+) alcohols?$|^(hexyl|octyl|decyl)?(decanol|dodecanol|tetradecanol)$/;
const COLORANT_NAME = /^(ci \d{5}|(d&c |fd&c |ext\. )?(red|yellow|blue|green|orange|violet|black|brown) (no\. )?\d+( lake)?)\b/;
const ETHOXYLATE_NAME = /(^|[ /])(peg|ppg)-|[a-z]eth-\d/;
const MILD_SURFACTANT_NAME =
  /((decyl|lauryl|coco|caprylyl|capryl|cetearyl|arachidyl|alkyl|myristyl|c\d+-\d+)[a-z/ -]*glucoside|betaine|sultaine|isethionate|taurate|sarcosinate|amphoacetate|amphodiacetate|glutamate|polyglyceryl-\d+|sorbitan|sulfosuccinate|cocoate|lactylate)\b/;
/** Sodium or potassium salts of fatty acids: soaps. */
const SOAP_NAME = /^(sodium|potassium|magnesium|calcium|zinc|aluminum) (stearate|palmitate|myristate|laurate|cocoate|oleate|behenate|isostearate)$/;
const EMOLLIENT_LIPID_NAME = /(glycerides|alkanes?|triglyceride)$/;
const POLYMER_NAME = /(polymer|polyacrylate|acrylates?\b|\bgum\b|cellulose|polyquaternium|carbomer|pectin|alginate|dextran)/;
const GLYCOL_NAME = /(glycol|glycereth|glycerin|diol)\b/;
const ESTER_NAME = /\b[a-z0-9-]*(yl|ol) [a-z0-9-]*(ate|ates)$/;
const WATER_NAME = /\b(water|aqua)\b/;
const SALT_PREFIX = /^(sodium|potassium|calcium|magnesium|zinc|copper|ammonium|disodium|trisodium|tetrasodium|aluminum|iron|manganese|barium|lithium) /;

/** "Cetearyl alcohol", "C14-22 alcohols" and the like: waxy emollients that must never be called drying. */
export function isFattyAlcoholName(key: string): boolean {
  return FATTY_ALCOHOL_NAME.test(key);
}

/** The heuristic for a canonical key, or UNKNOWN_RULE. */
export function fallbackFor(key: string): FallbackRule {
  if (key.includes("hyaluron")) return HUMECTANT_ACID;
  if (key.includes("ceramide")) return CERAMIDE;
  if (key.includes("peptide")) return PEPTIDE;
  if (COLORANT_NAME.test(key)) return COLORANT;
  if (key.endsWith(" acid") || key.endsWith(" acids")) {
    if (FATTY_ACID_NAME.test(key)) return FATTY_ACID;
    if (AMINO_ACID_NAME.test(key)) return AMINO_ACID;
    if (EXFOLIATING_ACID_NAME.test(key)) return EXFOLIATING_ACID;
    if (!key.includes("extract")) return OTHER_ACID;
  }
  if (key.includes("sulfate")) {
    if (SULFATE_SURFACTANT_NAME.test(key)) return SULFATE_SURFACTANT;
    if (SALT_PREFIX.test(key)) return MINERAL_SALT;
  }
  if (ETHOXYLATE_NAME.test(key)) return EMULSIFIER;
  if (SILICONE_NAME.test(key)) return SILICONE;
  if (key.endsWith(" oil") || key.includes(" oil ") || key.endsWith("/oil")) {
    return ESSENTIAL_OIL_NAME.test(key) ? ESSENTIAL_OIL : PLANT_OIL;
  }
  if (key.includes("butter")) return BUTTER;
  if (FATTY_ALCOHOL_NAME.test(key)) return FATTY_ALCOHOL;
  if (key.includes("ferment") || key.includes("lysate") || key.includes("filtrate")) return FERMENT;
  if (key.includes("extract") || key.endsWith(" juice") || key.endsWith(" powder") || key.endsWith(" leaf") || key.endsWith(" callus culture")) {
    return BOTANICAL;
  }
  if (WATER_NAME.test(key)) return WATER;
  if (AMINO_ACID_BASE.test(key)) return AMINO_ACID;
  if (SOAP_NAME.test(key)) return SOAP;
  if (POLYMER_NAME.test(key)) return POLYMER;
  if (MILD_SURFACTANT_NAME.test(key)) return MILD_SURFACTANT;
  if (EMOLLIENT_LIPID_NAME.test(key)) return ESTER;
  if (key.includes("protein") || key.includes("collagen") || key.includes("elastin")) return PROTEIN;
  if (key.includes(" wax") || key.endsWith(" cera")) return WAX;
  if (key.includes("starch") || key.includes("clay") || key.endsWith(" powder")) return ABSORBENT;
  if (GLYCOL_NAME.test(key)) return GLYCOL;
  if (!SALT_PREFIX.test(key) && ESTER_NAME.test(key)) return ESTER;
  return UNKNOWN_RULE;
}
