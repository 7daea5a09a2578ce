/** Treatment actives: retinoids, exfoliating acids, vitamin C, niacinamide, acne actives, brighteners. */
import { entry, family } from "../define";
import type { KbEntry } from "../types";

const retinoid = family({
  functions: ["SKIN CONDITIONING", "SKIN CONDITIONING - MISCELLANEOUS"],
  classes: ["retinoid"],
  benefits: ["Speeds cell turnover", "Softens fine lines", "Refines texture", "Unclogs pores"],
  concerns: ["irritation", "drying", "photosensitising"],
  pregnancyCaution: true,
  targetsConcerns: ["fine-lines", "anti-aging", "acne", "hyperpigmentation"],
  targetsGoals: ["anti-aging", "acne-care", "even-tone"],
});

const retinoids: KbEntry[] = [
  retinoid(
    "retinol",
    "The best-studied cosmetic retinoid: converted in skin to retinoic acid, it improves fine lines and texture over months. Start low and slow, use at night and pair with daily sunscreen.",
    { aliases: ["vitamin a", "all-trans retinol"], effectiveConcentration: 0.1 },
  ),
  retinoid(
    "retinal",
    "Retinaldehyde sits one conversion step from retinoic acid, so it works faster than retinol at similar strength, usually with comparable tolerability.",
    { displayName: "Retinal (Retinaldehyde)", aliases: ["retinaldehyde"], functions: ["SKIN CONDITIONING"], effectiveConcentration: 0.05 },
  ),
  retinoid(
    "retinyl palmitate",
    "An ester of retinol that skin converts slowly and only partly, so it is a weak retinoid: gentle, but expect modest results compared with retinol.",
    {
      aliases: ["vitamin a palmitate"],
      benefits: ["Mild support for cell turnover", "Antioxidant"],
      concerns: ["photosensitising"],
      targetsConcerns: ["anti-aging", "fine-lines"],
      targetsGoals: ["anti-aging"],
    },
  ),
  retinoid(
    "retinyl acetate",
    "Another retinol ester: a weak, well-tolerated retinoid that needs several conversion steps in skin before it acts.",
    { concerns: ["photosensitising"], targetsConcerns: ["anti-aging", "fine-lines"], targetsGoals: ["anti-aging"] },
  ),
  retinoid(
    "retinyl propionate",
    "A retinol ester with somewhat better skin conversion than the palmitate; still milder than retinol.",
    { concerns: ["photosensitising"], targetsConcerns: ["anti-aging", "fine-lines"], targetsGoals: ["anti-aging"] },
  ),
  retinoid(
    "hydroxypinacolone retinoate",
    "A retinoic-acid ester (often sold as granactive retinoid) that binds retinoid receptors directly; early studies suggest retinol-like benefits with less irritation.",
    { aliases: ["granactive retinoid"], functions: ["SKIN CONDITIONING"], concerns: ["irritation", "photosensitising"] },
  ),
  retinoid(
    "retinyl retinoate",
    "A hybrid of retinol and retinoic acid designed for stability; small studies report wrinkle improvement with good tolerance.",
    { functions: ["SKIN CONDITIONING"] },
  ),
  retinoid(
    "retinoic acid",
    "Tretinoin, the active form of vitamin A, is a prescription medicine and not allowed in EU cosmetics; strong evidence for acne and photo-ageing, with marked irritation early on.",
    { aliases: ["tretinoin", "all-trans retinoic acid"], functions: ["SKIN CONDITIONING"], displayName: "Tretinoin (Retinoic Acid)" },
  ),
  retinoid(
    "adapalene",
    "A synthetic retinoid sold over the counter for acne in some countries; well evidenced for comedones and inflammatory acne.",
    { functions: ["SKIN CONDITIONING"], targetsConcerns: ["acne"], targetsGoals: ["acne-care"] },
  ),
];

const aha = family({
  functions: ["EXFOLIATING", "BUFFERING"],
  classes: ["aha"],
  benefits: ["Exfoliates the surface", "Smooths texture", "Brightens dull skin"],
  concerns: ["irritation", "photosensitising"],
  targetsConcerns: ["hyperpigmentation", "fine-lines", "anti-aging"],
  targetsGoals: ["brightening", "even-tone", "glow", "anti-aging"],
});

const exfoliatingAcids: KbEntry[] = [
  aha(
    "glycolic acid",
    "The smallest alpha hydroxy acid, so it penetrates readily; 5-10% at a low pH exfoliates well and improves photo-damage, but it raises sun sensitivity while in use.",
    { aliases: ["aha"], effectiveConcentration: 5 },
  ),
  aha(
    "lactic acid",
    "A gentler, more hydrating AHA than glycolic; it also supports the skin's natural moisturising factor. Low levels often just adjust pH.",
    { functions: ["EXFOLIATING", "BUFFERING", "HUMECTANT"], benefits: ["Gentle exfoliation", "Hydrates", "Smooths texture"], targetsConcerns: ["hyperpigmentation", "hydration", "anti-aging"], effectiveConcentration: 5 },
  ),
  aha(
    "mandelic acid",
    "A large AHA that penetrates slowly, which makes it one of the gentler options for sensitive or darker skin tones; also mildly antibacterial.",
    { functions: ["EXFOLIATING", "ANTIMICROBIAL"], targetsConcerns: ["hyperpigmentation", "acne", "anti-aging"], targetsGoals: ["even-tone", "acne-care", "glow"] },
  ),
  aha(
    "malic acid",
    "An AHA from apples; in most formulas it adjusts pH or supports a fruit-acid blend rather than exfoliating on its own.",
    { benefits: ["Mild exfoliation", "pH adjustment"] },
  ),
  aha(
    "tartaric acid",
    "An AHA from grapes, mostly used to buffer pH or round out acid blends; weakly exfoliating by itself.",
    { benefits: ["Mild exfoliation", "pH adjustment"] },
  ),
  aha(
    "pyruvic acid",
    "An alpha-keto acid used in peels; potent and more irritating than glycolic acid, so best kept to occasional use.",
    { functions: ["EXFOLIATING", "SKIN CONDITIONING"], concerns: ["irritation", "photosensitising"] },
  ),
  entry({
    inci: "salicylic acid",
    aliases: ["beta hydroxy acid", "salicylic acid (bha)"],
    displayName: "Salicylic Acid (BHA)",
    functions: ["KERATOLYTIC", "ANTI-SEBORRHEIC", "SKIN CONDITIONING"],
    classes: ["bha"],
    benefits: ["Clears pores", "Exfoliates inside the pore", "Calms breakouts", "Reduces oiliness"],
    concerns: ["drying", "irritation"],
    pregnancyCaution: true,
    targetsConcerns: ["acne"],
    targetsGoals: ["acne-care", "oil-control"],
    researchNotes:
      "Oil-soluble, so it reaches into pores; 0.5-2% is well supported for comedonal acne. Leave-on use in pregnancy is generally considered fine at low levels, but high-strength peels are avoided.",
    effectiveConcentration: 1,
  }),
  entry({
    inci: "betaine salicylate",
    functions: ["KERATOLYTIC", "SKIN CONDITIONING"],
    classes: ["bha"],
    benefits: ["Clears pores", "Gentle exfoliation"],
    concerns: ["irritation"],
    targetsConcerns: ["acne"],
    targetsGoals: ["acne-care", "oil-control"],
    researchNotes: "A salicylic acid complex used as a gentler BHA; its evidence base is thinner than salicylic acid itself.",
  }),
  entry({
    inci: "capryloyl salicylic acid",
    displayName: "Capryloyl Salicylic Acid (LHA)",
    aliases: ["lha"],
    functions: ["SKIN CONDITIONING", "KERATOLYTIC"],
    classes: ["bha"],
    benefits: ["Slow, even exfoliation", "Clears pores"],
    concerns: ["irritation"],
    targetsConcerns: ["acne", "anti-aging"],
    targetsGoals: ["acne-care", "glow"],
    researchNotes: "A lipophilic salicylic acid derivative that exfoliates slowly near the surface; studied mainly by one manufacturer.",
  }),
  entry({
    inci: "gluconolactone",
    aliases: ["pha", "glucono delta lactone"],
    displayName: "Gluconolactone (PHA)",
    functions: ["CHELATING", "SKIN CONDITIONING"],
    classes: ["pha", "humectant"],
    benefits: ["Very gentle exfoliation", "Hydrates", "Antioxidant"],
    concerns: [],
    targetsConcerns: ["anti-aging", "hydration"],
    targetsGoals: ["glow", "hydration", "anti-aging"],
    researchNotes:
      "A polyhydroxy acid: a large molecule that exfoliates slowly and also draws in water, so it suits sensitive skin that cannot tolerate glycolic acid.",
  }),
  entry({
    inci: "lactobionic acid",
    displayName: "Lactobionic Acid (PHA)",
    functions: ["CHELATING", "HUMECTANT", "SKIN CONDITIONING"],
    classes: ["pha", "humectant", "antioxidant"],
    benefits: ["Very gentle exfoliation", "Hydrates", "Antioxidant"],
    targetsConcerns: ["anti-aging", "hydration"],
    targetsGoals: ["glow", "hydration", "anti-aging"],
    researchNotes: "A bionic (polyhydroxy) acid that exfoliates mildly, binds water and chelates iron; well tolerated by reactive skin.",
  }),
  entry({
    inci: "phytic acid",
    functions: ["CHELATING"],
    classes: ["other", "antioxidant"],
    benefits: ["Binds metal ions", "Stabilises the formula"],
    targetsConcerns: [],
    targetsGoals: [],
    researchNotes: "Mostly a chelator that protects formulas from metal-driven spoilage; sometimes used as a mild exfoliating acid in peels.",
  }),
];

const vitaminC = family({
  functions: ["ANTIOXIDANT", "SKIN CONDITIONING"],
  classes: ["vitamin-c", "antioxidant", "brightening"],
  benefits: ["Antioxidant protection", "Brightens", "Supports collagen"],
  targetsConcerns: ["hyperpigmentation", "anti-aging", "fine-lines"],
  targetsGoals: ["brightening", "even-tone", "anti-aging", "glow"],
});

const vitaminCForms: KbEntry[] = [
  vitaminC(
    "ascorbic acid",
    "Pure L-ascorbic acid is the best-evidenced form: around 10-20% at low pH brightens and protects against UV-driven oxidative damage. It oxidises quickly and can sting.",
    {
      aliases: ["vitamin c", "l-ascorbic acid"],
      displayName: "Ascorbic Acid (Vitamin C)",
      functions: ["ANTIOXIDANT", "BUFFERING", "SKIN CONDITIONING"],
      concerns: ["irritation"],
      effectiveConcentration: 10,
    },
  ),
  vitaminC("sodium ascorbyl phosphate", "A stable, water-soluble vitamin C salt; gentler than ascorbic acid, with some evidence against acne-causing bacteria at about 5%.", {
    functions: ["ANTIOXIDANT"],
    targetsConcerns: ["hyperpigmentation", "acne", "anti-aging"],
  }),
  vitaminC("magnesium ascorbyl phosphate", "A stable vitamin C derivative that works at skin-friendly pH; converts partly to ascorbic acid in skin, so effects are milder."),
  vitaminC("ascorbyl glucoside", "Vitamin C bound to glucose; skin enzymes release it slowly, giving a gentle, stable brightening effect.", { functions: ["ANTIOXIDANT"] }),
  vitaminC("tetrahexyldecyl ascorbate", "An oil-soluble vitamin C ester that is stable and non-irritating; its conversion to active vitamin C in skin is less proven.", {
    aliases: ["ascorbyl tetraisopalmitate"],
  }),
  vitaminC("ascorbyl palmitate", "A fat-soluble vitamin C ester used mostly as an antioxidant that protects oils in the formula; weak as a skin active.", {
    functions: ["ANTIOXIDANT"],
    classes: ["vitamin-c", "antioxidant"],
    benefits: ["Protects the formula from oxidation"],
    comedogenic: 2,
  }),
  vitaminC("3-o-ethyl ascorbic acid", "An etherified vitamin C that is stable in water and converts to ascorbic acid in skin; promising brightening data at 1-2%.", {
    aliases: ["ethyl ascorbic acid"],
    functions: ["SKIN CONDITIONING"],
  }),
  vitaminC("2-o-ethyl ascorbic acid", "An etherified vitamin C related to the 3-O-ethyl form; stable, with less published data.", { functions: ["SKIN CONDITIONING"] }),
  vitaminC("aminopropyl ascorbyl phosphate", "A stabilised vitamin C derivative; limited independent data on how much active vitamin C reaches the skin."),
  vitaminC("calcium ascorbate", "The calcium salt of vitamin C; stable but gentler and less proven than ascorbic acid.", { functions: ["ANTIOXIDANT", "SKIN CONDITIONING"] }),
  vitaminC("sodium ascorbate", "The sodium salt of vitamin C; more stable than the free acid and also used as a formula antioxidant.", { functions: ["ANTIOXIDANT"] }),
];

const acneAndBrightening: KbEntry[] = [
  entry({
    inci: "niacinamide",
    aliases: ["nicotinamide", "vitamin b3"],
    displayName: "Niacinamide (Vitamin B3)",
    functions: ["SMOOTHING", "SKIN CONDITIONING"],
    classes: ["niacinamide", "brightening"],
    benefits: ["Strengthens the barrier", "Evens tone", "Regulates oil", "Calms redness"],
    targetsConcerns: ["acne", "hyperpigmentation", "barrier-repair", "rosacea", "anti-aging"],
    targetsGoals: ["oil-control", "even-tone", "brightening", "reduce-redness", "acne-care"],
    researchNotes:
      "Well supported at 2-5%: boosts ceramide production, reduces transfer of pigment and calms redness. Very well tolerated; higher strengths add little but can flush sensitive skin.",
    effectiveConcentration: 5,
  }),
  entry({
    inci: "benzoyl peroxide",
    functions: ["ANTIMICROBIAL", "OXIDISING"],
    classes: ["benzoyl-peroxide"],
    benefits: ["Kills acne bacteria", "Reduces inflamed breakouts"],
    concerns: ["drying", "irritation"],
    targetsConcerns: ["acne"],
    targetsGoals: ["acne-care"],
    researchNotes:
      "A first-line acne treatment: 2.5% works about as well as 10% with less irritation, and bacteria do not become resistant to it. Bleaches fabrics and oxidises retinol applied at the same time.",
    effectiveConcentration: 2.5,
  }),
  entry({
    inci: "azelaic acid",
    functions: ["BUFFERING", "SKIN CONDITIONING"],
    classes: ["azelaic-acid", "brightening"],
    benefits: ["Calms rosacea bumps", "Fades marks", "Clears pores"],
    concerns: ["irritation"],
    targetsConcerns: ["acne", "rosacea", "hyperpigmentation"],
    targetsGoals: ["acne-care", "reduce-redness", "even-tone"],
    researchNotes:
      "Prescription strengths (15-20%) are well evidenced for acne, rosacea and melasma; cosmetic products use lower levels. Considered suitable in pregnancy.",
    effectiveConcentration: 10,
  }),
  entry({
    inci: "potassium azeloyl diglycinate",
    functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"],
    classes: ["azelaic-acid", "brightening"],
    benefits: ["Evens tone", "Balances oil"],
    targetsConcerns: ["acne", "hyperpigmentation"],
    targetsGoals: ["oil-control", "even-tone"],
    researchNotes: "A water-soluble azelaic acid derivative; gentler and easier to formulate, with smaller studies than azelaic acid itself.",
  }),
  entry({
    inci: "sulfur",
    functions: ["ANTI-SEBORRHEIC", "ANTIMICROBIAL"],
    classes: ["other"],
    benefits: ["Dries blemishes", "Mild exfoliation"],
    concerns: ["drying"],
    comedogenic: 3,
    targetsConcerns: ["acne"],
    targetsGoals: ["acne-care", "oil-control"],
    researchNotes: "An old but effective spot treatment and mask ingredient for acne; drying and with a distinct smell.",
  }),
  entry({
    inci: "hydroquinone",
    functions: ["BLEACHING"],
    classes: ["brightening"],
    benefits: ["Fades hyperpigmentation"],
    concerns: ["irritation", "sensitising"],
    pregnancyCaution: true,
    targetsConcerns: ["hyperpigmentation"],
    targetsGoals: ["even-tone", "brightening"],
    researchNotes: "The benchmark pigment inhibitor, prescription-only in the EU; long use without breaks can cause ochronosis, so it is used in supervised courses.",
  }),
  entry({
    inci: "alpha-arbutin",
    aliases: ["alpha arbutin"],
    functions: ["ANTIOXIDANT", "BLEACHING"],
    classes: ["brightening"],
    benefits: ["Fades dark spots", "Evens tone"],
    targetsConcerns: ["hyperpigmentation"],
    targetsGoals: ["even-tone", "brightening"],
    researchNotes: "A tyrosinase inhibitor related to hydroquinone but much gentler; EU safety experts accept up to 2% in face creams.",
    effectiveConcentration: 2,
  }),
  entry({
    inci: "arbutin",
    functions: ["ANTIOXIDANT", "BLEACHING"],
    classes: ["brightening"],
    benefits: ["Fades dark spots"],
    targetsConcerns: ["hyperpigmentation"],
    targetsGoals: ["even-tone", "brightening"],
    researchNotes: "Beta-arbutin, a weaker and less stable pigment inhibitor than alpha-arbutin; it can release small amounts of hydroquinone.",
  }),
  entry({
    inci: "kojic acid",
    functions: ["ANTIOXIDANT", "BLEACHING"],
    classes: ["brightening"],
    benefits: ["Fades dark spots"],
    concerns: ["sensitising"],
    targetsConcerns: ["hyperpigmentation"],
    targetsGoals: ["even-tone", "brightening"],
    researchNotes: "A fungal-derived tyrosinase inhibitor with modest evidence for melasma; occasionally sensitising, capped at 1% in EU face products.",
    effectiveConcentration: 1,
  }),
  entry({
    inci: "tranexamic acid",
    functions: ["ASTRINGENT", "SKIN CONDITIONING"],
    classes: ["brightening", "soothing"],
    benefits: ["Fades stubborn pigmentation", "Reduces redness"],
    targetsConcerns: ["hyperpigmentation", "rosacea"],
    targetsGoals: ["even-tone", "brightening", "reduce-redness"],
    researchNotes: "Good evidence for melasma when taken by mouth and growing evidence topically at 2-5%; gentle and not an exfoliant despite being called an acid.",
    effectiveConcentration: 3,
  }),
  entry({
    inci: "acetyl glucosamine",
    functions: ["SKIN CONDITIONING"],
    classes: ["brightening", "humectant"],
    benefits: ["Evens tone", "Hydrates"],
    targetsConcerns: ["hyperpigmentation", "hydration"],
    targetsGoals: ["even-tone", "hydration"],
    researchNotes: "An amino sugar that reduces pigment production; studies pairing 2% with niacinamide show better results than niacinamide alone.",
  }),
  entry({
    inci: "hexylresorcinol",
    functions: ["ANTIMICROBIAL", "ANTIOXIDANT"],
    classes: ["brightening", "antioxidant"],
    benefits: ["Evens tone", "Antioxidant"],
    targetsConcerns: ["hyperpigmentation"],
    targetsGoals: ["even-tone", "brightening"],
    researchNotes: "A resorcinol derivative that inhibits pigment formation; small trials show brightening comparable to low-strength hydroquinone.",
  }),
  entry({
    inci: "glutathione",
    functions: ["ANTIOXIDANT", "REDUCING"],
    classes: ["antioxidant", "brightening"],
    benefits: ["Antioxidant", "Mild brightening"],
    targetsConcerns: ["hyperpigmentation"],
    targetsGoals: ["brightening"],
    researchNotes: "The body's main antioxidant; topical brightening claims rest on limited evidence.",
  }),
  entry({
    inci: "niacin",
    functions: ["SMOOTHING", "ANTISTATIC"],
    classes: ["other"],
    benefits: ["Boosts microcirculation"],
    concerns: ["irritation"],
    targetsConcerns: [],
    targetsGoals: [],
    researchNotes: "Nicotinic acid, a form of vitamin B3 that causes flushing and warmth; it does not behave like niacinamide on skin.",
  }),
  entry({
    inci: "zinc pca",
    functions: ["HUMECTANT", "SKIN CONDITIONING"],
    classes: ["humectant"],
    benefits: ["Balances oil", "Hydrates"],
    targetsConcerns: ["acne"],
    targetsGoals: ["oil-control", "acne-care"],
    researchNotes: "Zinc bound to a natural moisturising factor; small studies show reduced sebum and antibacterial effects.",
  }),
  entry({
    inci: "zinc gluconate",
    functions: ["SKIN CONDITIONING", "DEODORANT"],
    classes: ["other"],
    benefits: ["Balances oil", "Calms blemishes"],
    targetsConcerns: ["acne"],
    targetsGoals: ["oil-control", "acne-care"],
    researchNotes: "A zinc salt with anti-inflammatory and sebum-regulating effects; oral zinc has acne evidence, topical data are modest.",
  }),
];

const peptide = family({
  functions: ["SKIN CONDITIONING"],
  classes: ["peptide"],
  benefits: ["Supports firmness", "Softens fine lines"],
  targetsConcerns: ["fine-lines", "anti-aging"],
  targetsGoals: ["anti-aging"],
});

const peptides: KbEntry[] = [
  peptide("palmitoyl tetrapeptide-7", "A signal peptide that calms inflammatory messengers in lab work; usually paired with palmitoyl tripeptide-1. Clinical evidence is mostly manufacturer-run.", {
    benefits: ["Supports firmness", "Calms"],
  }),
  peptide("palmitoyl tripeptide-1", "A collagen-signalling peptide; small manufacturer studies report smoother wrinkles over two to three months."),
  peptide("palmitoyl oligopeptide", "A label name for a collagen-signalling peptide (often palmitoyl tripeptide-1); evidence is modest and mostly from suppliers.", {
    functions: ["SKIN CONDITIONING", "CLEANSING"],
  }),
  peptide("palmitoyl pentapeptide-4", "Matrixyl, one of the better-studied signal peptides: a vehicle-controlled trial showed wrinkle improvement at 12 weeks.", { aliases: ["matrixyl"] }),
  peptide("acetyl hexapeptide-8", "Argireline: meant to soften expression lines by interfering with nerve signalling to muscle; real-world effect is small.", {
    aliases: ["argireline", "acetyl hexapeptide-3"],
    functions: ["SKIN CONDITIONING", "HUMECTANT"],
  }),
  peptide("copper tripeptide-1", "GHK-Cu, a copper peptide involved in wound repair; supports collagen remodelling in small studies. Best not layered with strong acids.", {
    aliases: ["ghk-cu", "copper peptide"],
    benefits: ["Supports repair", "Supports firmness"],
    targetsConcerns: ["fine-lines", "anti-aging", "barrier-repair"],
  }),
  peptide("palmitoyl hexapeptide-12", "An elastin-derived signal peptide; supplier studies suggest improved firmness."),
  peptide("palmitoyl tripeptide-5", "A peptide that mimics a collagen-activating signal (TGF-beta pathway); limited independent data."),
  peptide("palmitoyl tripeptide-38", "A peptide marketed for wrinkle filling (Matrixyl synthe'6); manufacturer data only."),
  peptide("dipeptide-2", "A short peptide used in eye products against puffiness; evidence is limited to supplier studies."),
  peptide("acetyl dipeptide-1 cetyl ester", "A peptide aimed at soothing neuro-sensory discomfort and supporting firmness; supplier data only.", {
    functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"],
    classes: ["peptide", "soothing"],
  }),
  peptide("acetyl tetrapeptide-5", "An eye-area peptide targeting puffiness and fluid retention; supplier data only."),
  peptide("palmitoyl tripeptide-8", "A soothing peptide that damps neurogenic inflammation in lab models; used in products for reactive skin.", {
    classes: ["peptide", "soothing"],
    benefits: ["Calms reactive skin"],
    targetsConcerns: ["rosacea", "anti-aging"],
    targetsGoals: ["reduce-redness"],
  }),
  peptide("sh-oligopeptide-1", "A lab-made epidermal growth factor (EGF) that supports wound repair; cosmetic anti-ageing evidence is preliminary.", {
    benefits: ["Supports repair"],
    targetsConcerns: ["anti-aging", "barrier-repair"],
  }),
  peptide("sh-polypeptide-1", "A lab-made growth factor (FGF) used for repair claims; evidence in cosmetics is preliminary."),
  peptide("tripeptide-1", "The GHK sequence without copper; a collagen-signalling fragment with limited clinical data."),
  peptide("hexapeptide-11", "A yeast-derived peptide with firming claims from lab studies only."),
];

export const activeEntries: KbEntry[] = [...retinoids, ...exfoliatingAcids, ...vitaminCForms, ...acneAndBrightening, ...peptides];
