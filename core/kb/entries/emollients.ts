/**
 * Emollients and occlusives: esters, hydrocarbons, fatty acids, fatty alcohols, plant oils, butters, waxes.
 * Comedogenic numbers are Fulton-scale ratings where one exists (rabbit-ear tests of the raw material,
 * so a finished product may behave differently). Fungal-acne flags follow the usual rule of thumb that
 * Malassezia feeds on C11-C24 fatty acids and their esters and on most plant oils.
 */
import { family } from "../define";
import type { KbEntry } from "../types";

const ester = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["emollient"],
  benefits: ["Softens and smooths", "Light, non-greasy feel"],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

const hydrocarbon = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SOLVENT"],
  classes: ["emollient"],
  benefits: ["Softens", "Silky, weightless feel"],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

const fattyAcid = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SURFACTANT - EMULSIFYING", "SURFACTANT - CLEANSING"],
  classes: ["emollient"],
  benefits: ["Replenishes skin lipids", "Thickens and stabilises"],
  fungalAcneTrigger: true,
  targetsConcerns: ["barrier-repair"],
  targetsGoals: ["hydration"],
});

/** Fatty alcohols are waxy emollients and thickeners; they are never drying like ethanol. */
const fattyAlcohol = family({
  functions: ["EMULSION STABILISING", "VISCOSITY CONTROLLING", "SKIN CONDITIONING - EMOLLIENT"],
  classes: ["fatty-alcohol", "emollient"],
  benefits: ["Softens", "Gives a creamy texture", "Stabilises emulsions"],
  concerns: [],
  targetsConcerns: ["hydration"],
  targetsGoals: ["hydration"],
});

const plantOil = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["emollient"],
  benefits: ["Nourishes", "Softens", "Replenishes lipids"],
  fungalAcneTrigger: true,
  targetsConcerns: ["hydration", "barrier-repair"],
  targetsGoals: ["hydration", "glow"],
});

const butter = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["emollient", "occlusive"],
  benefits: ["Rich nourishment", "Seals in moisture"],
  fungalAcneTrigger: true,
  targetsConcerns: ["hydration", "barrier-repair"],
  targetsGoals: ["hydration"],
});

const occlusive = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN PROTECTING"],
  classes: ["occlusive", "emollient"],
  benefits: ["Seals in moisture", "Protects the barrier"],
  targetsConcerns: ["barrier-repair", "hydration"],
  targetsGoals: ["hydration"],
});

const wax = family({
  functions: ["BINDING", "VISCOSITY CONTROLLING", "EMULSION STABILISING"],
  classes: ["occlusive"],
  benefits: ["Structures balms", "Forms a protective film"],
  targetsConcerns: ["barrier-repair"],
  targetsGoals: ["hydration"],
});

const esters: KbEntry[] = [
  ester("caprylic/capric triglyceride", "A light oil made from coconut or palm fatty acids (medium-chain triglyceride); gentle, stable and generally fine for fungal-acne-prone skin.", {
    aliases: ["caprylic/capric triglycerides", "mct oil"],
    functions: ["SKIN CONDITIONING", "SKIN CONDITIONING - EMOLLIENT"],
    comedogenic: 1,
  }),
  ester("c12-15 alkyl benzoate", "A light, dry-feeling ester that also dissolves UV filters; non-greasy and rarely a problem.", { comedogenic: 1 }),
  ester("isononyl isononanoate", "A silky, fast-absorbing ester often used to replace silicones.", { comedogenic: 1 }),
  ester("ethylhexyl palmitate", "A palmitic acid ester with a dry, silky feel; rated fairly comedogenic in rabbit-ear tests, so acne-prone skin may want to watch it.", {
    aliases: ["octyl palmitate"],
    concerns: ["comedogenic"],
    comedogenic: 4,
    fungalAcneTrigger: true,
  }),
  ester("isopropyl myristate", "A very spreadable ester and penetration enhancer; one of the highest comedogenic ratings in the Fulton tests.", {
    concerns: ["comedogenic"],
    comedogenic: 5,
    fungalAcneTrigger: true,
  }),
  ester("isopropyl palmitate", "A light ester similar to isopropyl myristate; rated comedogenic in rabbit-ear tests.", {
    concerns: ["comedogenic"],
    comedogenic: 4,
    fungalAcneTrigger: true,
  }),
  ester("isopropyl isostearate", "A rich, spreadable ester with a high Fulton comedogenic rating.", { concerns: ["comedogenic"], comedogenic: 5, fungalAcneTrigger: true }),
  ester("cetyl ethylhexanoate", "A light ester (cetearyl octanoate family) with a soft feel; moderate comedogenic rating.", { comedogenic: 3 }),
  ester("cetearyl ethylhexanoate", "A light emollient ester of fatty alcohols and ethylhexanoic acid; moderate comedogenic rating.", {
    aliases: ["cetearyl octanoate"],
    comedogenic: 3,
  }),
  ester("dicaprylyl carbonate", "A fast-spreading, dry-feeling emollient that helps dissolve UV filters.", { functions: ["SKIN CONDITIONING - EMOLLIENT"] }),
  ester("dicaprylyl ether", "A light, dry emollient that spreads easily.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "SOLVENT"] }),
  ester("coco-caprylate/caprate", "A plant-derived, silicone-like emollient with a light finish.", { aliases: ["coco-caprylate"] }),
  ester("triethylhexanoin", "A light, non-greasy ester used in sunscreens and serums.", { functions: ["SKIN CONDITIONING", "PERFUMING"] }),
  ester("pentaerythrityl tetraethylhexanoate", "A cushiony ester that adds richness without heaviness."),
  ester("neopentyl glycol diheptanoate", "A light ester used as a silicone alternative."),
  ester("propylene glycol dicaprate", "A light, dry emollient ester.", { functions: ["SKIN CONDITIONING - EMOLLIENT"] }),
  ester("cetyl palmitate", "A waxy ester that adds body to creams; low comedogenic rating.", { comedogenic: 2, fungalAcneTrigger: true }),
  ester("cetyl esters", "Synthetic spermaceti: a waxy ester blend that thickens creams.", { fungalAcneTrigger: true }),
  ester("myristyl myristate", "A waxy ester that gives creams body; rated highly comedogenic in the Fulton tests.", {
    concerns: ["comedogenic"],
    comedogenic: 5,
    fungalAcneTrigger: true,
  }),
  ester("hexyl laurate", "A light ester of lauric acid with a smooth feel.", { fungalAcneTrigger: true }),
  ester("jojoba esters", "Hydrogenated jojoba oil esters: a wax-like emollient, also used as biodegradable scrub beads.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "MOISTURISING"],
    fungalAcneTrigger: true,
  }),
  ester("hydrolyzed jojoba esters", "A water-dispersible jojoba derivative that conditions and helps hold moisture.", { functions: ["SKIN CONDITIONING", "FILM FORMING"] }),
  ester("isodecyl neopentanoate", "A light, dry emollient ester.", { comedogenic: 3 }),
  ester("octyldodecyl neopentanoate", "A light emollient ester with good spreading.", { functions: ["SKIN CONDITIONING - EMOLLIENT"] }),
  ester("cetearyl isononanoate", "A light emollient ester.", {}),
  ester("cetyl ricinoleate", "A castor-oil-derived ester with a rich feel.", { fungalAcneTrigger: true }),
  ester("ethylhexyl stearate", "A stearic acid ester with a light feel; high Fulton comedogenic rating.", {
    aliases: ["octyl stearate"],
    functions: ["SKIN CONDITIONING - EMOLLIENT"],
    concerns: ["comedogenic"],
    comedogenic: 5,
    fungalAcneTrigger: true,
  }),
  ester("butylene glycol dicaprylate/dicaprate", "A light emollient ester of medium-chain fatty acids."),
  ester("caprylic/capric/myristic/stearic triglyceride", "A richer triglyceride blend than plain caprylic/capric triglyceride.", { fungalAcneTrigger: true }),
  ester("triolein", "A triglyceride of oleic acid, the main component of olive oil.", { functions: ["SKIN CONDITIONING", "VISCOSITY CONTROLLING"], fungalAcneTrigger: true }),
  ester("tribehenin", "A waxy triglyceride that structures creams and sticks.", { fungalAcneTrigger: true }),
  ester("c10-18 triglycerides", "A plant-derived triglyceride blend with a soft, balm-like feel.", { fungalAcneTrigger: true }),
  ester("bis-diglyceryl polyacyladipate-2", "A lanolin-like ester used for a cushiony, moisturising feel."),
  ester("phytosteryl macadamiate", "An ester of plant sterols and macadamia fatty acids that supports barrier lipids.", { functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"], fungalAcneTrigger: true }),
  ester("glyceryl caprylate", "A medium-chain glyceride that softens skin and boosts preservatives.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SURFACTANT - EMULSIFYING"],
    classes: ["emollient", "preservative"],
  }),
  ester("diisopropyl sebacate", "A light, fast-absorbing ester that dissolves UV filters.", {}),
  ester("ethylhexyl isononanoate", "A light emollient ester.", {}),
  ester("isostearyl isostearate", "A rich ester with a high Fulton comedogenic rating.", { concerns: ["comedogenic"], comedogenic: 5, fungalAcneTrigger: true }),
  ester("octyldodecanol", "A branched liquid fatty alcohol used as a light emollient and solvent; not drying.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SOLVENT"],
    classes: ["emollient", "fatty-alcohol"],
  }),
  ester("isostearyl neopentanoate", "A light ester with a high Fulton comedogenic rating.", { concerns: ["comedogenic"], comedogenic: 4 }),
  ester("pentaerythrityl tetraisostearate", "A rich, glossy ester used in lip and balm textures.", { functions: ["SKIN CONDITIONING - EMOLLIENT"] }),
  ester("isoamyl laurate", "A plant-derived, silicone-like light ester.", { fungalAcneTrigger: true }),
  ester("hexyldecyl stearate", "A rich emollient ester.", { fungalAcneTrigger: true }),
  ester("stearyl behenate", "A waxy ester that structures balms.", { fungalAcneTrigger: true }),
  ester("ethyl linoleate", "An ester of linoleic acid with barrier and blemish claims.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "PERFUMING"] }),
  ester("coco-glycerides", "Coconut glycerides: a light, skin-friendly emollient.", { fungalAcneTrigger: true }),
  ester("ethyl macadamiate", "An ester made from macadamia oil fatty acids, lighter than the oil itself.", { fungalAcneTrigger: true }),
  ester("ethylhexyl hydroxystearate", "An emollient ester that helps disperse pigments.", { fungalAcneTrigger: true }),
  // Esters with a published Fulton rating that label lists use (ratings from the rabbit-ear model: a
  // raw-material test at high concentration, so a finished product may behave differently).
  comedogenicEster("isocetyl stearate", "A rich, spreadable stearate ester; among the highest Fulton comedogenic ratings.", 5),
  comedogenicEster("isopropyl linoleate", "A light ester of linoleic acid; rated highly comedogenic in the Fulton tests.", 5, ["isopropyl linolate"]),
  comedogenicEster("ppg-2 myristyl ether propionate", "A light emollient ester; rated highly comedogenic in the Fulton tests.", 5, ["ppg-2 myristyl propionate"]),
  comedogenicEster("isodecyl oleate", "An oleic acid ester with a light, oily feel; rated comedogenic in the Fulton tests.", 4),
  comedogenicEster("cetyl acetate", "A waxy ester often supplied with acetylated lanolin alcohol; rated comedogenic in the Fulton tests.", 4),
  comedogenicEster("myristyl lactate", "An emollient ester of myristyl alcohol and lactic acid; rated comedogenic in the Fulton tests.", 4),
  comedogenicEster("stearyl heptanoate", "A waxy ester used in lip and cream textures; rated comedogenic in the Fulton tests.", 4),
  comedogenicEster("myreth-3 myristate", "An ethoxylated myristate ester emollient; rated comedogenic in the Fulton tests.", 4),
  comedogenicEster("propylene glycol stearate", "A waxy emulsifying ester; rated comedogenic in the Fulton tests.", 4, ["propylene glycol monostearate"]),
  comedogenicEster("decyl oleate", "A light, spreadable oleic acid ester; moderate Fulton comedogenic rating.", 3),
  comedogenicEster("butyl stearate", "A light stearic acid ester; moderate Fulton comedogenic rating.", 3),
  comedogenicEster("tridecyl neopentanoate", "A dry-feeling ester; moderate Fulton comedogenic rating.", 3),
  comedogenicEster("diethylhexyl malate", "A light malic acid ester; moderate Fulton comedogenic rating.", 3, ["dioctyl malate"]),
  comedogenicEster("diethylhexyl succinate", "A light succinic acid ester; moderate Fulton comedogenic rating.", 3, ["dioctyl succinate"]),
  comedogenicEster("cetyl stearate", "A waxy ester that thickens creams; low Fulton comedogenic rating.", 2),
  comedogenicEster("arachidyl propionate", "A waxy ester with a soft feel; low Fulton comedogenic rating.", 2),
];

function comedogenicEster(inci: string, note: string, rating: number, aliases: string[] = []): KbEntry {
  return ester(inci, note, { aliases, comedogenic: rating, concerns: rating >= 3 ? ["comedogenic"] : [], fungalAcneTrigger: true });
}

const hydrocarbons: KbEntry[] = [
  hydrocarbon("squalane", "A stable, saturated version of a lipid that skin makes itself; light, non-comedogenic in practice and suitable for most skin types, including fungal-acne-prone skin.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING", "REFATTING"],
    benefits: ["Softens", "Replenishes skin lipids", "Non-greasy"],
    comedogenic: 1,
    targetsConcerns: ["hydration", "barrier-repair"],
  }),
  hydrocarbon("squalene", "The unsaturated lipid skin produces itself; oxidises easily, so squalane is usually preferred in products.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "ANTISTATIC"],
    comedogenic: 1,
  }),
  hydrocarbon("isohexadecane", "A volatile-leaning hydrocarbon with a light, powdery finish."),
  hydrocarbon("isododecane", "A volatile hydrocarbon that evaporates and leaves a weightless film; used in long-wear formulas."),
  hydrocarbon("c13-14 isoparaffin", "A light hydrocarbon emollient often supplied with polyacrylamide thickeners."),
  hydrocarbon("hydrogenated polyisobutene", "A synthetic squalane-like emollient with a cushiony feel.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"] }),
  hydrocarbon("hydrogenated polydecene", "A light synthetic hydrocarbon emollient.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"] }),
  // Film formers at a few percent (polyisobutene often in a thickener blend with polyacrylate-13), not greasy occlusives.
  hydrocarbon("polyisobutene", "A sticky hydrocarbon polymer that adds film and gloss.", { functions: ["FILM FORMING", "BINDING"] }),
  hydrocarbon("polybutene", "A viscous hydrocarbon polymer that adds gloss and cushion.", { functions: ["BINDING", "VISCOSITY CONTROLLING"] }),
  hydrocarbon("coconut alkanes", "A plant-derived light hydrocarbon used to replace silicones; a Fulton-style list rates it comedogenic.", { concerns: ["comedogenic"], comedogenic: 4 }),
  hydrocarbon("c15-19 alkane", "A plant-derived light hydrocarbon emollient.", {}),
  hydrocarbon("c9-12 alkane", "A light, volatile plant-derived hydrocarbon used to replace silicones.", {}),
  occlusive("petrolatum", "The most effective occlusive: it cuts water loss by over 90% and helps barrier repair. Non-comedogenic and inert; its poor reputation is mostly about texture.", {
    aliases: ["petroleum jelly", "vaseline"],
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN PROTECTING"],
    comedogenic: 0,
  }),
  occlusive("mineral oil", "Highly refined cosmetic-grade mineral oil is inert, non-comedogenic and a good occlusive; it does not feed fungal acne.", {
    aliases: ["paraffinum liquidum"],
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SOLVENT"],
    comedogenic: 0,
  }),
  occlusive("paraffin", "Solid paraffin wax, a strong occlusive used in balms and sticks.", { functions: ["SKIN CONDITIONING", "VISCOSITY CONTROLLING"] }),
  occlusive("microcrystalline wax", "A petroleum-derived wax that structures balms and forms a protective film.", {
    aliases: ["cera microcristallina"],
    functions: ["BINDING", "VISCOSITY CONTROLLING"],
  }),
  occlusive("lanolin", "Wool wax: an effective occlusive close to skin's own lipids, but an occasional allergen.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "ANTISTATIC"],
    concerns: ["sensitising"],
    comedogenic: 1,
  }),
  occlusive("dimethicone", "The most common silicone: a breathable occlusive that smooths, reduces water loss and is non-comedogenic for most.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN PROTECTING", "ANTIFOAMING"],
    classes: ["silicone", "occlusive", "emollient"],
    comedogenic: 1,
    benefits: ["Smooths", "Reduces water loss", "Protects the barrier"],
  }),
];

const fattyAcids: KbEntry[] = [
  fattyAcid("stearic acid", "A saturated fatty acid of skin lipids used to thicken creams and make cleansers lather; an emollient, not an exfoliating acid.", { comedogenic: 2 }),
  fattyAcid("palmitic acid", "A saturated fatty acid that thickens and softens; not an exfoliant.", { comedogenic: 2 }),
  fattyAcid("myristic acid", "A fatty acid used mostly in foaming cleansers; not an exfoliant.", { functions: ["CLEANSING", "SURFACTANT - EMULSIFYING"], comedogenic: 3 }),
  fattyAcid("lauric acid", "A coconut fatty acid used in soaps and cleansers; antibacterial in the lab, comedogenic in rabbit-ear tests, not an exfoliant.", {
    functions: ["CLEANSING", "SURFACTANT - CLEANSING"],
    comedogenic: 4,
    concerns: ["comedogenic"],
  }),
  fattyAcid("oleic acid", "An omega-9 fatty acid that softens but can loosen the barrier when used alone; not an exfoliant.", { comedogenic: 2 }),
  fattyAcid("linoleic acid", "An omega-6 fatty acid needed for healthy ceramides; low levels in sebum are linked to acne. Not an exfoliant.", {
    aliases: ["vitamin f"],
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
    fungalAcneTrigger: false,
    targetsConcerns: ["barrier-repair", "acne"],
  }),
  fattyAcid("linolenic acid", "An omega-3 fatty acid that supports the barrier and calms; not an exfoliant.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
    fungalAcneTrigger: false,
  }),
  fattyAcid("isostearic acid", "A branched fatty acid used as an emulsifier and cleanser; not an exfoliant.", { functions: ["CLEANSING", "BINDING"] }),
  fattyAcid("behenic acid", "A long-chain fatty acid that thickens and opacifies; zero on the Fulton scale; not an exfoliant.", { functions: ["CLEANSING", "OPACIFYING"], comedogenic: 0 }),
  fattyAcid("polyhydroxystearic acid", "A polymer of hydroxystearic acid used to disperse pigments and UV filters; not an exfoliant.", {
    functions: ["SURFACTANT - EMULSIFYING"],
    classes: ["emollient", "surfactant"],
    fungalAcneTrigger: false,
  }),
  fattyAcid("coconut acid", "Mixed coconut fatty acids used in soaps and cleansers; not an exfoliant.", { functions: ["CLEANSING", "SURFACTANT - CLEANSING"] }),
];

const fattyAlcohols: KbEntry[] = [
  fattyAlcohol("cetyl alcohol", "A waxy fatty alcohol that thickens and softens; despite the word 'alcohol' it is moisturising, not drying.", { comedogenic: 2 }),
  fattyAlcohol("cetearyl alcohol", "A blend of cetyl and stearyl alcohols, the backbone of most creams; emollient and not drying.", { comedogenic: 2 }),
  fattyAlcohol("stearyl alcohol", "A waxy fatty alcohol that gives creams body; emollient and not drying.", { comedogenic: 2 }),
  fattyAlcohol("behenyl alcohol", "A long-chain fatty alcohol that thickens and conditions; not drying.", { functions: ["EMULSION STABILISING", "BINDING", "SKIN CONDITIONING - EMOLLIENT"] }),
  fattyAlcohol("myristyl alcohol", "A fatty alcohol used as a thickener and emollient; not drying.", { functions: ["EMULSION STABILISING", "SKIN CONDITIONING - EMOLLIENT"] }),
  fattyAlcohol("arachidyl alcohol", "A long-chain fatty alcohol used as a thickener and emollient; not drying."),
  fattyAlcohol("lauryl alcohol", "A shorter fatty alcohol used as an emollient and foam stabiliser; not drying.", { functions: ["EMULSION STABILISING", "SKIN CONDITIONING - EMOLLIENT"] }),
  fattyAlcohol("c14-22 alcohols", "A fatty alcohol blend usually paired with an alkyl glucoside emulsifier; not drying.", { functions: ["EMULSION STABILISING"] }),
  fattyAlcohol("c12-16 alcohols", "A fatty alcohol blend used as a thickener and emollient; not drying."),
  fattyAlcohol("c20-22 alcohols", "A long-chain fatty alcohol blend used to stabilise emulsions; not drying.", { functions: ["EMULSION STABILISING"] }),
  fattyAlcohol("isostearyl alcohol", "A branched fatty alcohol with a light feel; not drying.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "EMULSION STABILISING"] }),
  fattyAlcohol("oleyl alcohol", "An unsaturated fatty alcohol; emollient, not drying, though rated comedogenic in rabbit-ear tests.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "EMULSION STABILISING"],
    concerns: ["comedogenic"],
    comedogenic: 4,
  }),
  fattyAlcohol("batyl alcohol", "A glyceryl ether found in skin and shark liver oil; emollient and not drying.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "EMULSION STABILISING"] }),
  fattyAlcohol("hexyldecanol", "A branched liquid fatty alcohol used as a light emollient; not drying.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"] }),
  fattyAlcohol("coconut alcohol", "Fatty alcohols from coconut used as emollients and thickeners; not drying.", { functions: ["EMULSION STABILISING", "SKIN CONDITIONING - EMOLLIENT"] }),
  fattyAlcohol("lanolin alcohol", "Fatty alcohols from wool wax; emollient and occlusive, occasionally allergenic, not drying.", {
    functions: ["SKIN CONDITIONING - EMOLLIENT", "EMULSION STABILISING"],
    concerns: ["sensitising"],
  }),
];

const plantOils: KbEntry[] = [
  plantOil("helianthus annuus seed oil", "Sunflower oil is rich in linoleic acid, which supports the barrier; a Fulton rating of 0.", { aliases: ["sunflower oil"], comedogenic: 0 }),
  plantOil("simmondsia chinensis seed oil", "Jojoba is technically a liquid wax close to human sebum; well tolerated and rated 0 on the Fulton scale.", {
    aliases: ["jojoba oil"],
    comedogenic: 0,
  }),
  plantOil("persea gratissima oil", "Avocado oil: rich, with oleic acid and sterols; best for dry skin.", { aliases: ["avocado oil"], functions: ["SKIN CONDITIONING"], comedogenic: 3 }),
  plantOil("vitis vinifera seed oil", "Grapeseed oil: light and linoleic-rich with a low comedogenic rating.", { aliases: ["grapeseed oil"], comedogenic: 1 }),
  plantOil("olea europaea fruit oil", "Olive oil: nourishing, but its oleic acid can weaken the barrier of already compromised skin.", {
    aliases: ["olive oil", "olea europaea oil"],
    functions: ["SKIN CONDITIONING", "PERFUMING"],
    comedogenic: 2,
  }),
  plantOil("sesamum indicum seed oil", "Sesame oil: an antioxidant-rich emollient oil.", { aliases: ["sesame oil"], comedogenic: 2 }),
  plantOil("limnanthes alba seed oil", "Meadowfoam oil: very stable and light, with a low comedogenic rating.", { aliases: ["meadowfoam seed oil"], functions: ["SKIN CONDITIONING"], comedogenic: 1 }),
  plantOil("glycine soja oil", "Soybean oil: an emollient oil with a moderate comedogenic rating.", { aliases: ["soybean oil"], comedogenic: 3 }),
  plantOil("cocos nucifera oil", "Coconut oil is a good emollient for body skin but rated highly comedogenic, so acne-prone faces may want to avoid it.", {
    aliases: ["coconut oil"],
    functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"],
    concerns: ["comedogenic"],
    comedogenic: 4,
  }),
  plantOil("rosa canina fruit oil", "Rosehip oil: linoleic-rich with a little natural retinoid-like trans-retinoic acid; a popular, low-comedogenic facial oil.", {
    aliases: ["rosehip oil", "rosehip seed oil"],
    comedogenic: 1,
  }),
  plantOil("rosa rubiginosa seed oil", "Another rosehip oil source; linoleic-rich and light.", { comedogenic: 1 }),
  plantOil("carthamus tinctorius seed oil", "Safflower oil: very high in linoleic acid; rated 0 on the Fulton scale.", { aliases: ["safflower oil"], functions: ["SKIN CONDITIONING"], comedogenic: 0 }),
  plantOil("prunus amygdalus dulcis oil", "Sweet almond oil: a classic gentle emollient; avoid with tree-nut allergy.", {
    aliases: ["sweet almond oil"],
    functions: ["SKIN CONDITIONING"],
    comedogenic: 2,
  }),
  plantOil("argania spinosa kernel oil", "Argan oil: tocopherol-rich and light; rated 0 on the Fulton scale.", { aliases: ["argan oil"], comedogenic: 0 }),
  plantOil("prunus armeniaca kernel oil", "Apricot kernel oil: a light emollient oil.", { aliases: ["apricot kernel oil"], functions: ["SKIN CONDITIONING"], comedogenic: 2 }),
  plantOil("linum usitatissimum seed oil", "Linseed (flax) oil: rich in omega-3 alpha-linolenic acid.", { aliases: ["linseed oil", "flaxseed oil"], functions: ["SKIN CONDITIONING"], comedogenic: 2 }),
  plantOil("sclerocarya birrea seed oil", "Marula oil: oleic-rich and antioxidant; rated 0 on the Fulton scale.", { aliases: ["marula oil"], functions: ["HAIR CONDITIONING", "SKIN CONDITIONING"], comedogenic: 0 }),
  plantOil("borago officinalis seed oil", "Borage oil: the richest plant source of gamma-linolenic acid, which may help dry, inflamed skin.", { comedogenic: 2 }),
  plantOil("oenothera biennis oil", "Evening primrose oil: a source of gamma-linolenic acid for dry skin.", { aliases: ["evening primrose oil"], comedogenic: 2 }),
  plantOil("ricinus communis seed oil", "Castor oil: thick and glossy, rich in ricinoleic acid; low comedogenic rating.", { aliases: ["castor oil"], functions: ["SKIN CONDITIONING", "PERFUMING"], comedogenic: 1 }),
  plantOil("camelina sativa seed oil", "Camelina oil: omega-3 rich and light.", { functions: ["SKIN CONDITIONING"] }),
  plantOil("hippophae rhamnoides oil", "Sea buckthorn oil: rich in carotenoids and palmitoleic acid; strongly orange-coloured.", { aliases: ["sea buckthorn oil"], comedogenic: 1 }),
  plantOil("macadamia ternifolia seed oil", "Macadamia oil: rich in palmitoleic acid, similar to young skin's sebum.", { aliases: ["macadamia nut oil"], comedogenic: 2 }),
  plantOil("macadamia integrifolia seed oil", "Macadamia oil: rich in palmitoleic acid; a cushiony emollient.", { comedogenic: 2 }),
  plantOil("punica granatum seed oil", "Pomegranate seed oil: contains punicic acid, an antioxidant fatty acid.", { functions: ["SKIN CONDITIONING - EMOLLIENT"] }),
  plantOil("ribes nigrum seed oil", "Blackcurrant seed oil: a source of gamma-linolenic acid.", { functions: ["SKIN CONDITIONING - EMOLLIENT"] }),
  plantOil("camellia japonica seed oil", "Camellia oil: oleic-rich and light, traditional in Japanese skincare."),
  plantOil("camellia oleifera seed oil", "Tea seed oil: an oleic-rich emollient with a low comedogenic rating.", { comedogenic: 1 }),
  plantOil("elaeis guineensis oil", "Palm oil: a rich emollient oil rated comedogenic in the Fulton tests.", { concerns: ["comedogenic"], comedogenic: 4 }),
  plantOil("hydrogenated vegetable oil", "Hardened vegetable oil that adds body to balms; low comedogenic rating.", { comedogenic: 1 }),
  plantOil("hydrogenated castor oil", "Hardened castor oil, a wax used to structure sticks and balms.", { functions: ["SKIN CONDITIONING", "VISCOSITY CONTROLLING"], comedogenic: 1 }),
  plantOil("oryza sativa bran oil", "Rice bran oil: contains oryzanol and tocotrienols, antioxidant emollients.", { aliases: ["rice bran oil"], comedogenic: 2 }),
  plantOil("crambe abyssinica seed oil", "Abyssinian oil: a very light, stable emollient oil."),
  plantOil("moringa oleifera seed oil", "Moringa oil: stable and oleic-rich."),
  plantOil("passiflora edulis seed oil", "Passion fruit seed oil: light and linoleic-rich; rated 0 on a Fulton-style list.", { comedogenic: 0 }),
  plantOil("adansonia digitata seed oil", "Baobab oil: a balanced, nourishing oil."),
  plantOil("salvia hispanica seed oil", "Chia seed oil: rich in omega-3 alpha-linolenic acid.", { functions: ["SKIN CONDITIONING", "MOISTURISING"] }),
  plantOil("zea mays germ oil", "Corn oil: an emollient oil with a moderate comedogenic rating.", { aliases: ["corn oil", "zea mays oil"], comedogenic: 3 }),
  plantOil("triticum vulgare germ oil", "Wheat germ oil: vitamin E rich but one of the highest Fulton comedogenic ratings.", {
    aliases: ["wheat germ oil"],
    concerns: ["comedogenic"],
    comedogenic: 5,
  }),
  plantOil("cannabis sativa seed oil", "Hemp seed oil: linoleic-rich, no cannabinoids; rated 0 on the Fulton scale.", { aliases: ["hemp seed oil"], comedogenic: 0 }),
  plantOil("calophyllum inophyllum seed oil", "Tamanu oil: a traditional oil for scars and blemishes with limited modern evidence.", { aliases: ["tamanu oil"] }),
];

const buttersAndWaxes: KbEntry[] = [
  butter("butyrospermum parkii butter", "Shea butter: rich in fatty acids and unsaponifiables that soften and seal in moisture; rated 0 on the Fulton scale.", {
    aliases: ["shea butter"],
    displayName: "Butyrospermum Parkii (Shea) Butter",
    comedogenic: 0,
  }),
  butter("theobroma cacao seed butter", "Cocoa butter: a firm, occlusive butter with a high Fulton comedogenic rating, so better for body than for acne-prone faces.", {
    aliases: ["cocoa butter"],
    concerns: ["comedogenic"],
    comedogenic: 4,
  }),
  butter("mangifera indica seed butter", "Mango butter: a softer butter with a light feel.", { aliases: ["mango butter"] }),
  butter("astrocaryum murumuru seed butter", "Murumuru butter: rich in lauric and myristic acids; a glossy, nourishing butter."),
  butter("butyrospermum parkii butter extract", "The unsaponifiable, sterol-rich fraction of shea butter; soothing and conditioning.", { functions: ["SKIN CONDITIONING"] }),
  wax("beeswax", "A natural wax that structures balms and forms a breathable protective film; low comedogenic rating.", {
    aliases: ["cera alba"],
    functions: ["BINDING", "EMULSION STABILISING", "SKIN CONDITIONING"],
    comedogenic: 2,
    fungalAcneTrigger: true,
  }),
  wax("euphorbia cerifera cera", "Candelilla wax: a plant wax that hardens balms; low comedogenic rating.", { aliases: ["candelilla wax"], comedogenic: 1 }),
  wax("copernicia cerifera cera", "Carnauba wax: a hard plant wax used in sticks and balms; low comedogenic rating.", { aliases: ["carnauba wax"], functions: ["FILM FORMING", "BINDING", "VISCOSITY CONTROLLING"], comedogenic: 1 }),
  wax("synthetic beeswax", "A beeswax-like blend of esters and fatty acids.", {}),
  wax("ozokerite", "A mineral wax that structures sticks and balms.", {}),
  wax("polyethylene", "A plastic polymer used as a thickener or as scrub beads; inert on skin.", {
    functions: ["FILM FORMING", "VISCOSITY CONTROLLING", "ABRASIVE"],
    classes: ["other"],
    benefits: ["Texture"],
    targetsConcerns: [],
    targetsGoals: [],
  }),
];

export const emollientEntries: KbEntry[] = [...esters, ...hydrocarbons, ...fattyAcids, ...fattyAlcohols, ...plantOils, ...buttersAndWaxes];
