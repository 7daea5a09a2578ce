/** Humectants: ingredients that draw and hold water in the upper skin layers. */
import { family } from "../define";
import type { KbEntry } from "../types";

const humectant = family({
  functions: ["HUMECTANT", "SKIN CONDITIONING"],
  classes: ["humectant"],
  benefits: ["Hydrates", "Plumps the surface"],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

/** Glycols hydrate a little but mainly dissolve other ingredients and improve texture. */
const glycol = family({
  functions: ["SOLVENT", "HUMECTANT"],
  classes: ["humectant", "solvent"],
  benefits: ["Light hydration", "Helps other ingredients spread and penetrate"],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

const hyaluronic = family({
  functions: ["HUMECTANT", "SKIN CONDITIONING"],
  classes: ["humectant"],
  benefits: ["Hydrates", "Plumps fine lines temporarily", "Smooths"],
  targetsConcerns: ["hydration", "fine-lines"],
  targetsGoals: ["hydration", "glow"],
});

const sugarHumectant = family({
  functions: ["HUMECTANT", "SKIN CONDITIONING"],
  classes: ["humectant"],
  benefits: ["Hydrates"],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

const aminoAcid = family({
  functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"],
  classes: ["humectant"],
  benefits: ["Supports natural moisturising factor", "Hydrates"],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

export const humectantEntries: KbEntry[] = [
  humectant("glycerin", "The workhorse humectant: decades of data show it hydrates, supports barrier repair and eases dryness at almost any concentration.", {
    aliases: ["glycerine", "glycerol"],
    benefits: ["Hydrates", "Supports barrier repair", "Softens"],
    targetsConcerns: ["hydration", "barrier-repair"],
  }),
  glycol("butylene glycol", "A light glycol solvent and humectant; very common, rarely irritating.", { functions: ["HUMECTANT", "SOLVENT", "SKIN CONDITIONING"] }),
  glycol("propanediol", "A plant-derivable glycol that hydrates lightly and boosts preservation; gentler than propylene glycol for most people.", {
    functions: ["SOLVENT", "VISCOSITY CONTROLLING"],
  }),
  glycol("pentylene glycol", "A glycol that hydrates and has antimicrobial activity, letting formulas use less preservative.", { functions: ["SKIN CONDITIONING", "SOLVENT"] }),
  glycol("propylene glycol", "A classic humectant and penetration enhancer; safe for most, but a known contact allergen for a small minority.", {
    functions: ["HUMECTANT", "SOLVENT", "SKIN CONDITIONING"],
    concerns: ["sensitising"],
  }),
  glycol("dipropylene glycol", "A solvent glycol used mostly to carry fragrance and actives; low irritation potential.", { functions: ["SOLVENT", "PERFUMING"] }),
  glycol("hexylene glycol", "A solvent and viscosity-lowering glycol; can sting at high levels but is fine in typical amounts.", {
    functions: ["SOLVENT", "SKIN CONDITIONING"],
    benefits: ["Solvent", "Texture"],
  }),
  glycol("1,2-hexanediol", "A glycol with antimicrobial and moisturising properties, often used to lower the amount of traditional preservative.", {
    functions: ["SOLVENT", "SKIN CONDITIONING"],
    classes: ["humectant", "solvent", "preservative"],
  }),
  glycol("caprylyl glycol", "A conditioning glycol that also boosts preservative systems; well tolerated.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
    classes: ["humectant", "emollient", "preservative"],
    benefits: ["Softens", "Supports preservation"],
  }),
  glycol("methylpropanediol", "A glycol solvent that improves texture and penetration; low irritation potential.", { functions: ["SOLVENT"] }),
  glycol("ethoxydiglycol", "A solvent and penetration enhancer (transcutol) used to carry actives into skin.", { functions: ["SOLVENT", "HUMECTANT"] }),
  humectant("diglycerin", "A glycerin dimer that hydrates with a less sticky feel."),
  humectant("polyglycerin-3", "A glycerin polymer with humectant properties and a light, non-tacky finish.", { functions: ["HUMECTANT"] }),
  hyaluronic("sodium hyaluronate", "The salt form of hyaluronic acid, the usual form in products; a humectant that holds water at the surface. It hydrates and is not an exfoliant.", {
    aliases: ["sodium hyaluronic acid"],
  }),
  hyaluronic("hyaluronic acid", "A natural sugar polymer of the skin that binds water; topically it hydrates and smooths the surface. Despite the name it is not an exfoliating acid.", {
    aliases: ["hyaluronan", "ha"],
  }),
  hyaluronic("hydrolyzed hyaluronic acid", "Hyaluronic acid cut into smaller fragments that reach slightly deeper into the upper skin layers; a humectant, not an exfoliant."),
  hyaluronic("hydrolyzed sodium hyaluronate", "Low-molecular-weight sodium hyaluronate; a humectant, not an exfoliant.", { functions: ["SKIN CONDITIONING", "HUMECTANT"] }),
  hyaluronic("sodium hyaluronate crosspolymer", "Cross-linked hyaluronic acid that forms a longer-lasting moisture film on the surface."),
  hyaluronic("sodium acetylated hyaluronate", "An acetylated hyaluronic acid with more affinity for skin; hydrates like hyaluronic acid.", { functions: ["HUMECTANT"] }),
  hyaluronic("potassium hyaluronate", "The potassium salt of hyaluronic acid; a humectant with the same behaviour as sodium hyaluronate."),
  hyaluronic("hydroxypropyltrimonium hyaluronate", "A cationic hyaluronic acid that clings to skin for longer-lasting hydration.", { functions: ["HUMECTANT", "FILM FORMING"] }),
  humectant("trehalose", "A sugar that protects cells from drying out; hydrates and stabilises proteins.", { functions: ["HUMECTANT", "MOISTURISING"] }),
  humectant("betaine", "An amino acid derivative from sugar beet that hydrates and reduces irritation from surfactants.", {
    benefits: ["Hydrates", "Softens the feel of cleansers"],
  }),
  humectant("sodium pca", "A component of the skin's natural moisturising factor; an effective humectant.", {
    benefits: ["Hydrates", "Supports natural moisturising factor"],
  }),
  humectant("urea", "A natural moisturising factor: around 5% hydrates, 10% and above also softens rough, scaly skin. Can sting on broken skin.", {
    benefits: ["Hydrates", "Softens rough skin", "Supports the barrier"],
    targetsConcerns: ["hydration", "barrier-repair"],
    effectiveConcentration: 5,
  }),
  humectant("hydroxyethyl urea", "A urea derivative that hydrates without urea's stickiness.", { functions: ["HUMECTANT", "SKIN CONDITIONING"] }),
  sugarHumectant("sorbitol", "A sugar alcohol humectant; mild and well tolerated."),
  sugarHumectant("xylitol", "A sugar alcohol that hydrates and may support skin's own hyaluronic acid production."),
  sugarHumectant("glucose", "A simple sugar that acts as a humectant.", { functions: ["HUMECTANT"] }),
  sugarHumectant("sucrose", "Table sugar; a humectant in solutions and an abrasive when left as crystals in scrubs.", { functions: ["HUMECTANT", "SKIN CONDITIONING"] }),
  sugarHumectant("mannitol", "A sugar alcohol humectant that also helps stabilise actives.", { functions: ["HUMECTANT", "SKIN CONDITIONING"] }),
  sugarHumectant("saccharide isomerate", "A sugar complex that binds to skin proteins for long-lasting hydration.", { functions: ["HUMECTANT"] }),
  sugarHumectant("glycosyl trehalose", "A sugar used as a film-forming humectant.", { functions: ["FILM FORMING", "EMULSION STABILISING"] }),
  sugarHumectant("hydrogenated starch hydrolysate", "A mixture of sugar alcohols used as a humectant.", { functions: ["HUMECTANT"] }),
  sugarHumectant("anhydroxylitol", "Part of a xylitol-based humectant complex said to help skin hold water.", { functions: ["HUMECTANT"] }),
  sugarHumectant("xylitylglucoside", "Part of a xylitol-based humectant complex.", { functions: ["HUMECTANT"] }),
  sugarHumectant("erythritol", "A sugar alcohol humectant.", { functions: ["HUMECTANT"] }),
  sugarHumectant("inositol", "A vitamin-like sugar alcohol with humectant properties.", { functions: ["HUMECTANT", "ANTISTATIC"] }),
  sugarHumectant("lactose", "Milk sugar, used as a humectant and filler.", { functions: ["HUMECTANT", "BULKING"] }),
  sugarHumectant("honey", "A natural humectant with mild antibacterial properties.", { aliases: ["mel"], functions: ["HUMECTANT", "SKIN CONDITIONING"] }),
  sugarHumectant("glycereth-26", "A glycerin derivative that adds slip and hydration.", { functions: ["HUMECTANT"] }),
  sugarHumectant("methyl gluceth-20", "A glucose-derived humectant that gives a smooth skin feel.", { functions: ["HUMECTANT", "MOISTURISING"] }),
  sugarHumectant("sodium lactate", "A natural moisturising factor salt; hydrates and buffers lactic acid formulas.", { functions: ["HUMECTANT", "BUFFERING"] }),
  sugarHumectant("polyglutamic acid", "A large peptide polymer that forms a moisture-holding film, sometimes marketed as stronger than hyaluronic acid; not an exfoliant.", {
    functions: ["SKIN CONDITIONING"],
  }),
  sugarHumectant("peg-8", "A small polyethylene glycol that acts as a humectant and solvent.", { functions: ["HUMECTANT", "SOLVENT"], classes: ["humectant", "solvent"] }),
  sugarHumectant("peg-32", "A polyethylene glycol humectant and solvent.", { functions: ["HUMECTANT", "SOLVENT"], classes: ["humectant", "solvent"] }),
  sugarHumectant("peg-6", "A polyethylene glycol humectant and solvent.", { functions: ["HUMECTANT", "SOLVENT"], classes: ["humectant", "solvent"] }),
  sugarHumectant("peg-75", "A polyethylene glycol humectant and binder.", { functions: ["HUMECTANT", "BINDING"], classes: ["humectant", "solvent"] }),
  sugarHumectant("peg-150", "A polyethylene glycol humectant and binder.", { functions: ["HUMECTANT", "BINDING"], classes: ["humectant", "solvent"] }),
  aminoAcid("arginine", "An amino acid that also neutralises acidic thickeners; supports skin hydration.", {
    functions: ["SKIN CONDITIONING", "ANTISTATIC"],
    benefits: ["Hydrates", "Adjusts pH"],
  }),
  aminoAcid("glycine", "The simplest amino acid; part of the natural moisturising factor."),
  aminoAcid("serine", "An amino acid of the natural moisturising factor; hydrates."),
  aminoAcid("proline", "An amino acid of collagen; a humectant in cosmetics."),
  aminoAcid("alanine", "An amino acid of the natural moisturising factor."),
  aminoAcid("lysine", "An amino acid used as a skin conditioner."),
  aminoAcid("threonine", "An amino acid used as a skin conditioner.", { functions: ["ANTISTATIC", "HAIR CONDITIONING"] }),
  aminoAcid("glutamic acid", "An amino acid humectant; not an exfoliating acid.", { functions: ["HUMECTANT", "HAIR CONDITIONING"] }),
  aminoAcid("aspartic acid", "An amino acid used as a skin conditioner; not an exfoliating acid."),
  aminoAcid("hydroxyproline", "An amino acid found in collagen; used as a skin conditioner."),
  aminoAcid("yeast amino acids", "Amino acids from yeast that act as humectants.", { functions: ["HUMECTANT"] }),
  aminoAcid("taurine", "An amino sulfonic acid with humectant and soothing properties; not an exfoliant.", { functions: ["BUFFERING"] }),
  aminoAcid("magnesium aspartate", "A mineral amino acid salt used in 'mineral complexes' as a skin conditioner."),
];
