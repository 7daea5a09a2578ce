/** Preservatives, preservative boosters, chelators and the antioxidants that keep a formula stable. */
import { family } from "../define";
import type { KbEntry } from "../types";

const preservative = family({
  functions: ["PRESERVATIVE", "ANTIMICROBIAL"],
  classes: ["preservative"],
  benefits: ["Keeps the product free of microbes"],
});

const paraben = family({
  functions: ["PRESERVATIVE"],
  classes: ["preservative"],
  benefits: ["Keeps the product free of microbes"],
});

/** Formaldehyde releasers and isothiazolinones: effective, but frequent contact allergens. */
const allergenicPreservative = family({
  functions: ["PRESERVATIVE"],
  classes: ["preservative"],
  benefits: ["Keeps the product free of microbes"],
  concerns: ["sensitising", "irritation"],
});

const chelator = family({
  functions: ["CHELATING"],
  classes: ["other"],
  benefits: ["Binds metal ions so the formula stays stable"],
});

const stabiliser = family({
  functions: ["ANTIOXIDANT"],
  classes: ["antioxidant"],
  benefits: ["Stops oils and actives from oxidising"],
});

export const preservativeEntries: KbEntry[] = [
  preservative("phenoxyethanol", "The most widely used preservative today; safe up to 1% per EU experts, with rare irritation or allergy."),
  preservative("ethylhexylglycerin", "A glycerin ether that boosts preservatives and conditions skin; an occasional allergen.", {
    aliases: ["ethylhexyl glycerin"],
    functions: ["DEODORANT", "SKIN CONDITIONING"],
    classes: ["preservative"],
  }),
  preservative("potassium sorbate", "A mild, food-grade preservative effective against moulds and yeasts in acidic formulas.", { functions: ["PRESERVATIVE"] }),
  preservative("sodium benzoate", "A food-grade preservative that works at acidic pH; very low irritation at cosmetic levels.", { functions: ["PRESERVATIVE", "ANTICORROSIVE"] }),
  preservative("benzoic acid", "A food-grade preservative acid; not an exfoliant.", { functions: ["PRESERVATIVE", "PH ADJUSTERS"] }),
  preservative("sorbic acid", "A food-grade preservative acid; rarely irritating, not an exfoliant.", { functions: ["PRESERVATIVE"] }),
  preservative("chlorphenesin", "A preservative often paired with phenoxyethanol; low allergy rates.", {}),
  preservative("sodium dehydroacetate", "A mild preservative accepted in natural-leaning formulas.", { functions: ["PRESERVATIVE"] }),
  preservative("dehydroacetic acid", "A mild preservative acid; not an exfoliant.", { functions: ["PRESERVATIVE"] }),
  preservative("benzyl alcohol", "A preservative and solvent that is also a declarable fragrance allergen; well tolerated by most.", {
    functions: ["PRESERVATIVE", "SOLVENT", "PERFUMING"],
    classes: ["preservative", "fragrance-allergen"],
    concerns: ["sensitising"],
  }),
  preservative("phenethyl alcohol", "A rose-scented preservative booster; not a drying alcohol at the levels used.", { functions: ["PRESERVATIVE", "FRAGRANCE"] }),
  preservative("caprylhydroxamic acid", "A chelating preservative booster used in paraben-free systems; not an exfoliant.", { functions: ["CHELATING"] }),
  preservative("hydroxyacetophenone", "An antioxidant that boosts preservatives and soothes; lets formulas use less preservative.", {
    functions: ["ANTIOXIDANT"],
    classes: ["preservative", "antioxidant"],
  }),
  preservative("chlorhexidine digluconate", "An antiseptic preservative; an occasional contact allergen.", { concerns: ["sensitising"] }),
  preservative("sodium levulinate", "A plant-derived preservative booster used in natural formulas.", { functions: ["SKIN CONDITIONING - MISCELLANEOUS"] }),
  preservative("sodium anisate", "A plant-derived antimicrobial used in natural preservative systems.", {}),
  preservative("p-anisic acid", "An anise-derived antimicrobial used in natural preservative systems; not an exfoliant.", { functions: ["FRAGRANCE", "ANTIMICROBIAL"] }),
  preservative("sodium salicylate", "A salicylate salt used as a preservative at low levels; it does not exfoliate like salicylic acid.", { functions: ["PRESERVATIVE", "ANTIMICROBIAL"] }),
  preservative("phenylpropanol", "A preservative booster with a faint floral scent.", { functions: ["PERFUMING", "ANTIMICROBIAL"] }),
  preservative("glyceryl undecylenate", "A castor-derived emollient with antimicrobial activity, used to boost preservation.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SURFACTANT - EMULSIFYING"],
    classes: ["preservative", "emollient"],
  }),
  preservative("triclosan", "An antibacterial restricted in EU cosmetics over resistance and environmental concerns.", { concerns: ["irritation"] }),
  paraben("methylparaben", "A short-chain paraben: well studied, low allergy rates and considered safe at permitted levels despite public worry.", {
    functions: ["PRESERVATIVE", "PERFUMING"],
  }),
  paraben("ethylparaben", "A short-chain paraben considered safe at permitted levels."),
  paraben("propylparaben", "A paraben limited to 0.14% in the EU as a precaution; safe within that limit.", { functions: ["PRESERVATIVE", "PERFUMING"] }),
  paraben("butylparaben", "A longer-chain paraben limited to 0.14% in the EU as a precaution.", {}),
  paraben("isobutylparaben", "A longer-chain paraben banned in EU cosmetics for lack of safety data; still found in older or non-EU products.", { functions: ["PRESERVATIVE", "ANTIMICROBIAL"] }),
  allergenicPreservative("methylisothiazolinone", "A potent sensitiser that caused an allergy epidemic in the 2010s; banned in EU leave-on products.", {}),
  allergenicPreservative("methylchloroisothiazolinone", "Usually paired with methylisothiazolinone; a strong sensitiser allowed only in rinse-off products in the EU.", {}),
  allergenicPreservative("diazolidinyl urea", "A formaldehyde-releasing preservative and a known contact allergen.", {}),
  allergenicPreservative("imidazolidinyl urea", "A formaldehyde-releasing preservative and a known contact allergen.", {}),
  allergenicPreservative("dmdm hydantoin", "A formaldehyde-releasing preservative; a known contact allergen.", { displayName: "DMDM Hydantoin" }),
  allergenicPreservative("quaternium-15", "A formaldehyde-releasing preservative with high allergy rates; banned in EU cosmetics.", {}),
  allergenicPreservative("iodopropynyl butylcarbamate", "An antifungal preservative with moderate allergy rates; restricted on the face in the EU.", {}),
  allergenicPreservative("2-bromo-2-nitropropane-1,3-diol", "Bronopol: a formaldehyde-releasing preservative and sensitiser.", { aliases: ["bronopol"] }),
  allergenicPreservative("formaldehyde", "A strong sensitiser banned as a direct cosmetic ingredient in the EU.", {}),
  chelator("disodium edta", "A chelator that binds metal ions so preservatives and actives keep working; not absorbed in meaningful amounts.", {
    functions: ["CHELATING", "VISCOSITY CONTROLLING"],
  }),
  chelator("tetrasodium edta", "A chelator that keeps formulas stable and clear."),
  chelator("trisodium edta", "A chelator that keeps formulas stable."),
  chelator("edta", "Ethylenediaminetetraacetic acid, the parent chelator of the EDTA salts.", { displayName: "EDTA" }),
  chelator("calcium disodium edta", "A chelator that keeps formulas stable.", {}),
  chelator("sodium phytate", "A plant-derived chelator from phytic acid, used as a natural alternative to EDTA.", { functions: ["CHELATING"] }),
  chelator("trisodium ethylenediamine disuccinate", "A biodegradable chelator used to replace EDTA."),
  chelator("tetrasodium glutamate diacetate", "A biodegradable, plant-derived chelator."),
  chelator("sodium gluconate", "A mild chelator from glucose; also conditions skin.", { functions: ["CHELATING", "SKIN CONDITIONING"] }),
  chelator("pentasodium pentetate", "A chelator that protects formulas from metal-driven spoilage."),
  chelator("etidronic acid", "A chelator used mostly in rinse-off products; not an exfoliant."),
  chelator("sodium citrate", "The salt of citric acid, used to buffer pH and bind metals.", { functions: ["BUFFERING", "CHELATING"] }),
  chelator("cyclodextrin", "A ring-shaped sugar that traps odours and stabilises actives.", { functions: ["ABSORBENT", "CHELATING"] }),
  chelator("hydroxypropyl cyclodextrin", "A modified cyclodextrin that carries and stabilises actives.", { functions: ["SKIN CONDITIONING"] }),
  stabiliser("bht", "Butylated hydroxytoluene: a synthetic antioxidant used at tiny levels to keep oils fresh; considered safe at those levels.", {
    displayName: "BHT",
    aliases: ["butylated hydroxytoluene"],
  }),
  // On an INCI label "BHA" is this antioxidant; people who type "BHA" usually mean salicylic acid.
  stabiliser("butylated hydroxyanisole", "BHA the antioxidant (not salicylic acid): keeps oils from going rancid; restricted in some markets.", { aliases: ["bha"] }),
  stabiliser("propyl gallate", "A synthetic antioxidant that protects oils; an occasional contact allergen.", { concerns: ["sensitising"] }),
  stabiliser("pentaerythrityl tetra-di-t-butyl hydroxyhydrocinnamate", "A large synthetic antioxidant that protects oils and fragrance from oxidation."),
  stabiliser("sodium metabisulfite", "An antioxidant that protects vitamin C and hydroquinone formulas; a rare sensitiser.", {
    functions: ["ANTIOXIDANT", "REDUCING"],
  }),
  stabiliser("sodium sulfite", "An antioxidant and reducing agent used at low levels.", { functions: ["ANTIOXIDANT", "REDUCING"] }),
];
