/**
 * Formulation helpers: solvents (water and the alcohols), pH adjusters, salts, thickeners, film
 * formers, powders and colourants. Mostly inert on skin; the drying alcohols are the exception.
 */
import { entry, family } from "../define";
import type { KbEntry } from "../types";

/** Volatile short-chain alcohols: they evaporate fast and can strip lipids when high on the list. */
const dryingAlcohol = family({
  functions: ["SOLVENT", "ANTIMICROBIAL", "ASTRINGENT"],
  classes: ["drying-alcohol", "solvent"],
  benefits: ["Quick-drying, light texture", "Helps actives penetrate"],
  concerns: ["drying", "irritation"],
});

const phAdjuster = family({
  functions: ["BUFFERING"],
  classes: ["other"],
  benefits: ["Sets the product's pH"],
});

const salt = family({
  functions: ["VISCOSITY CONTROLLING"],
  classes: ["other"],
  benefits: ["Adjusts texture"],
});

const mineralSalt = family({
  functions: ["SKIN CONDITIONING"],
  classes: ["other"],
  benefits: ["Supplies minerals"],
});

const thickener = family({
  functions: ["VISCOSITY CONTROLLING", "EMULSION STABILISING"],
  classes: ["other"],
  benefits: ["Thickens and stabilises the texture"],
});

const filmFormer = family({
  functions: ["FILM FORMING"],
  classes: ["other"],
  benefits: ["Forms a smooth film", "Improves wear"],
});

const powder = family({
  functions: ["ABSORBENT", "BULKING", "OPACIFYING"],
  classes: ["other"],
  benefits: ["Absorbs oil", "Softens shine"],
});

const clay = family({
  functions: ["ABSORBENT", "BULKING"],
  classes: ["other"],
  benefits: ["Absorbs excess oil", "Draws out impurities"],
  targetsConcerns: ["acne"],
  targetsGoals: ["oil-control"],
});

const scrub = family({
  functions: ["ABRASIVE"],
  classes: ["exfoliant-physical"],
  benefits: ["Physical exfoliation", "Smooths texture"],
  concerns: ["irritation"],
  targetsGoals: ["glow"],
});

const colorant = family({
  functions: ["COLORANT"],
  classes: ["other"],
  benefits: ["Colour"],
});

const solvents: KbEntry[] = [
  entry({
    inci: "water",
    aliases: ["aqua", "eau", "purified water", "deionized water"],
    displayName: "Water (Aqua)",
    functions: ["SOLVENT", "SKIN CONDITIONING"],
    classes: ["solvent"],
    benefits: ["Dissolves water-soluble ingredients", "Carries hydration"],
    researchNotes: "The base of most products; it carries other ingredients but does not moisturise by itself once it evaporates.",
  }),
  entry({
    inci: "sea water",
    aliases: ["maris aqua"],
    functions: ["SOLVENT", "HUMECTANT"],
    classes: ["solvent"],
    benefits: ["Mineral-rich base"],
    researchNotes: "Sea water used as a base; its minerals add marketing appeal more than proven benefit.",
  }),
  entry({
    inci: "cocos nucifera water",
    aliases: ["coconut water"],
    functions: ["FRAGRANCE", "SKIN CONDITIONING"],
    classes: ["solvent"],
    benefits: ["Light hydration"],
    researchNotes: "Coconut water used as a light base; unlike coconut oil it is not comedogenic.",
  }),
  dryingAlcohol("alcohol denat", "Denatured ethanol: gives a light, fast-drying feel, but high on the list it can dry and irritate, especially on dry or sensitive skin.", {
    aliases: ["alcohol denat.", "denatured alcohol", "sd alcohol", "sd alcohol 40-b", "sd alcohol 40", "sd alcohol 39-c"],
    displayName: "Alcohol Denat.",
    functions: ["SOLVENT", "ANTIMICROBIAL", "ASTRINGENT", "DENATURANT"],
  }),
  dryingAlcohol("alcohol", "Ethanol: a solvent and penetration enhancer; drying and irritating when it is a main ingredient, harmless as a small carrier.", {
    aliases: ["ethanol", "ethyl alcohol"],
    displayName: "Alcohol (Ethanol)",
  }),
  dryingAlcohol("isopropyl alcohol", "Rubbing alcohol: a solvent that is more drying than ethanol.", {
    aliases: ["isopropanol"],
    functions: ["SOLVENT", "ANTIFOAMING", "VISCOSITY CONTROLLING"],
  }),
  dryingAlcohol("t-butyl alcohol", "A volatile alcohol used as a denaturant in small amounts.", { functions: ["DENATURANT", "SOLVENT"] }),
  dryingAlcohol("methanol", "A toxic alcohol, present only as a trace denaturant.", { functions: ["SOLVENT", "DENATURANT"] }),
  entry({
    inci: "propylene carbonate",
    functions: ["SOLVENT", "VISCOSITY CONTROLLING"],
    classes: ["solvent"],
    benefits: ["Dissolves ingredients", "Activates clay thickeners"],
    researchNotes: "A solvent used mostly to activate clay-based thickeners in make-up.",
  }),
  entry({
    inci: "dimethyl isosorbide",
    functions: ["SOLVENT", "VISCOSITY CONTROLLING"],
    classes: ["solvent"],
    benefits: ["Helps actives penetrate"],
    researchNotes: "A solvent that helps actives such as vitamin C reach the skin more effectively.",
  }),
  entry({
    inci: "peg/ppg-17/6 copolymer",
    functions: ["SOLVENT"],
    classes: ["solvent", "humectant"],
    benefits: ["Light, moist feel"],
    researchNotes: "A water-soluble polymer that gives a moist, non-sticky finish.",
  }),
  entry({
    inci: "peg/ppg-14/7 dimethyl ether",
    functions: ["SKIN CONDITIONING"],
    classes: ["solvent", "humectant"],
    benefits: ["Light, moist feel"],
    researchNotes: "A water-soluble polymer that softens and hydrates without stickiness.",
  }),
];

const phAdjusters: KbEntry[] = [
  phAdjuster("citric acid", "Used in tiny amounts to set pH; although chemically an AHA, at these levels it does not exfoliate.", {
    functions: ["BUFFERING", "CHELATING"],
    benefits: ["Sets the product's pH", "Binds metals"],
  }),
  phAdjuster("sodium hydroxide", "Neutralises acids to set pH; fully reacted in the finished product, so not caustic at these levels."),
  phAdjuster("potassium hydroxide", "Neutralises acids or makes soap; not caustic once reacted."),
  // A rare sensitiser at the fractions of a percent a pH adjuster is used at (CIR: safe up to 5% in leave-on products):
  // no concern that would mark a product for replacement (engine 1.4.9).
  phAdjuster("triethanolamine", "Neutralises acidic thickeners; can form nitrosamine impurities, so EU rules limit it.", {
    functions: ["BUFFERING", "SURFACTANT - EMULSIFYING"],
  }),
  phAdjuster("tromethamine", "A buffer that neutralises acidic thickeners."),
  phAdjuster("aminomethyl propanol", "A buffer that neutralises acidic thickeners."),
  phAdjuster("sodium bicarbonate", "Baking soda: a buffer and mild abrasive; its high pH can upset the skin's acid mantle.", {
    functions: ["BUFFERING", "ABRASIVE"],
    concerns: ["irritation"],
  }),
  phAdjuster("disodium phosphate", "A phosphate salt that keeps the pH steady.", { functions: ["BUFFERING", "ANTICORROSIVE"] }),
  phAdjuster("potassium phosphate", "A phosphate salt that keeps the pH steady."),
  phAdjuster("sodium phosphate", "A phosphate salt that keeps the pH steady."),
  phAdjuster("dimethyl mea", "A buffer and skin-tightening ingredient (DMAE), with modest evidence for firmness.", { displayName: "Dimethyl MEA" }),
  phAdjuster("sodium carbonate", "An alkaline buffer used in cleansers.", {}),
  phAdjuster("succinic acid", "A buffer with mild antimicrobial claims; not an exfoliant.", {}),
  phAdjuster("sodium metaphosphate", "A buffer and chelator.", { functions: ["BUFFERING", "CHELATING"] }),
  phAdjuster("calcium lactate", "A lactate salt used as a buffer; not an exfoliant.", { functions: ["BUFFERING", "ASTRINGENT"] }),
  phAdjuster("acetic acid", "Vinegar acid used in tiny amounts to set pH; not an exfoliant at these levels.", { functions: ["BUFFERING"] }),
  phAdjuster("dipotassium phosphate", "A phosphate salt that keeps the pH steady.", {}),
  phAdjuster("tetrapotassium pyrophosphate", "A buffer and chelator.", { functions: ["BUFFERING", "CHELATING"] }),
];

const salts: KbEntry[] = [
  salt("sodium chloride", "Table salt thickens surfactant washes; its high Fulton rating reflects tests on neat salt, not the small amounts in products.", {
    functions: ["VISCOSITY CONTROLLING", "BULKING"],
    comedogenic: 5,
  }),
  salt("potassium chloride", "A salt used to thicken and in mineral blends; the Fulton rating refers to the neat material.", { comedogenic: 5 }),
  salt("magnesium sulfate", "Epsom salt: thickens water-in-oil emulsions.", { functions: ["BULKING", "VISCOSITY CONTROLLING"] }),
  salt("magnesium chloride", "A mineral salt used in 'marine' mineral blends.", {}),
  salt("calcium chloride", "A mineral salt used to adjust texture.", { functions: ["ASTRINGENT", "VISCOSITY CONTROLLING"] }),
  salt("potassium sulfate", "A mineral salt used to adjust texture.", {}),
  salt("sodium sulfate", "A salt used to adjust texture and in powders; unrelated to sulfate surfactants.", {}),
  salt("calcium sulfate", "A mineral powder used as a bulking agent.", { functions: ["ABSORBENT", "BULKING"] }),
  salt("sea salt", "Salt from sea water; an abrasive in scrubs and a mineral source in baths.", {
    aliases: ["maris sal"],
    functions: ["ABRASIVE", "VISCOSITY CONTROLLING"],
    classes: ["exfoliant-physical"],
    concerns: ["irritation"],
  }),
  mineralSalt("copper gluconate", "A copper salt used in 'mineral complex' formulas; limited evidence for skin benefits.", { functions: ["SKIN CONDITIONING", "SKIN PROTECTING"] }),
  mineralSalt("magnesium gluconate", "A magnesium salt used in mineral complexes."),
  mineralSalt("calcium gluconate", "A calcium salt used in mineral complexes; calcium plays a role in barrier signalling.", { functions: ["HUMECTANT", "SKIN CONDITIONING"] }),
  mineralSalt("manganese gluconate", "A manganese salt used in mineral complexes."),
  mineralSalt("manganese sulfate", "A manganese salt used in mineral complexes."),
  mineralSalt("zinc sulfate", "A zinc salt that is astringent and mildly antibacterial.", { functions: ["ASTRINGENT", "ANTIMICROBIAL"], targetsGoals: ["oil-control"] }),
  mineralSalt("copper pca", "A copper salt of a natural moisturising factor; conditioning.", {}),
  mineralSalt("magnesium pca", "A magnesium salt of a natural moisturising factor.", {}),
  mineralSalt("zinc stearate", "A slippery powder used in make-up; zero on the Fulton scale.", { functions: ["ANTICAKING", "BULKING"], comedogenic: 0 }),
  mineralSalt("magnesium stearate", "A slippery powder used in pressed make-up.", { functions: ["ANTICAKING", "BULKING"] }),
  mineralSalt("magnesium hydroxide", "A mild alkaline mineral used as a buffer.", { functions: ["BUFFERING"] }),
];

const thickeners: KbEntry[] = [
  thickener("xanthan gum", "A fermented sugar gum that thickens gels and stabilises emulsions; inert on skin.", { functions: ["VISCOSITY CONTROLLING", "EMULSION STABILISING", "BINDING"] }),
  thickener("carbomer", "An acrylic thickener that makes clear gels; inert on skin.", { functions: ["VISCOSITY CONTROLLING", "EMULSION STABILISING", "GEL FORMING"] }),
  thickener("acrylates/c10-30 alkyl acrylate crosspolymer", "A modified carbomer that thickens and stabilises emulsions; inert on skin.", {}),
  thickener("ammonium acryloyldimethyltaurate/vp copolymer", "A synthetic thickener for light gel-creams.", { functions: ["VISCOSITY CONTROLLING"] }),
  thickener("hydroxyethyl acrylate/sodium acryloyldimethyl taurate copolymer", "A ready-to-use thickener-emulsifier for smooth creams.", {}),
  thickener("sodium acrylate/sodium acryloyldimethyl taurate copolymer", "A ready-to-use thickener-emulsifier.", {}),
  thickener("acrylamide/sodium acryloyldimethyltaurate copolymer", "A ready-to-use thickener.", {}),
  thickener("ammonium polyacryloyldimethyl taurate", "A thickener that tolerates acids and salts.", {}),
  thickener("sodium polyacryloyldimethyl taurate", "A synthetic thickener for gel-creams.", {}),
  thickener("polyacrylate crosspolymer-6", "A thickener that tolerates electrolytes.", {}),
  thickener("polyacrylate-13", "A liquid thickener, usually with polyisobutene and polysorbate.", { functions: ["FILM FORMING"] }),
  thickener("polyacrylamide", "A thickener supplied with isoparaffin and laureth-7; residual acrylamide is tightly limited.", { functions: ["FILM FORMING", "BINDING"] }),
  thickener("sodium polyacrylate", "A superabsorbent thickener.", { functions: ["VISCOSITY CONTROLLING", "FILM FORMING", "ABSORBENT"] }),
  thickener("sodium acrylates copolymer", "A thickener and film former.", { functions: ["VISCOSITY CONTROLLING", "FILM FORMING"] }),
  thickener("sclerotium gum", "A natural gum that gives a smooth, non-sticky gel.", {}),
  thickener("cellulose gum", "A cellulose thickener.", { functions: ["VISCOSITY CONTROLLING", "BINDING"] }),
  thickener("hydroxyethylcellulose", "A cellulose thickener for gels.", { functions: ["VISCOSITY CONTROLLING", "FILM FORMING"] }),
  thickener("hydroxypropyl methylcellulose", "A cellulose thickener and film former.", { functions: ["VISCOSITY CONTROLLING", "FILM FORMING"] }),
  thickener("algin", "A seaweed gum used as a thickener; the Fulton list rates it, but only the neat material was tested.", {
    functions: ["VISCOSITY CONTROLLING", "BINDING"],
    comedogenic: 4,
  }),
  thickener("carrageenan", "A seaweed gum thickener; its Fulton rating refers to the neat material.", { functions: ["VISCOSITY CONTROLLING", "GEL FORMING"], comedogenic: 5 }),
  thickener("chondrus crispus extract", "Irish moss extract: a carrageenan-rich thickener and conditioner.", { functions: ["SKIN CONDITIONING", "VISCOSITY CONTROLLING"] }),
  thickener("chondrus crispus", "Irish moss: a carrageenan-rich seaweed used as a thickener and conditioner.", { functions: ["SKIN CONDITIONING"] }),
  thickener("agar", "A seaweed gelling agent.", { functions: ["VISCOSITY CONTROLLING", "BINDING"] }),
  thickener("ceratonia siliqua gum", "Locust bean gum, a natural thickener.", { functions: ["VISCOSITY CONTROLLING", "BINDING"] }),
  thickener("biosaccharide gum-1", "A fermented sugar gum that hydrates and soothes.", { functions: ["SKIN CONDITIONING"], classes: ["humectant"] }),
  thickener("natto gum", "A fermented soybean polymer (polyglutamic acid) that forms a hydrating film.", { functions: ["FILM FORMING"], classes: ["humectant"] }),
  thickener("galactoarabinan", "A larch-tree polysaccharide that forms a smoothing film.", { functions: ["FILM FORMING"] }),
  thickener("alcaligenes polysaccharides", "A bacterial polysaccharide that hydrates and thickens.", { functions: ["HUMECTANT", "VISCOSITY CONTROLLING"], classes: ["humectant"] }),
  thickener("succinoglycan", "A fermented polysaccharide thickener.", {}),
  thickener("gellan gum", "A fermented gum used to suspend particles.", {}),
  thickener("hectorite", "A swelling clay used to thicken and suspend.", { functions: ["VISCOSITY CONTROLLING", "ABSORBENT"] }),
  thickener("disteardimonium hectorite", "A treated clay that thickens oils and suspends pigments.", { functions: ["VISCOSITY CONTROLLING", "LIGHT STABILIZER"] }),
  thickener("stearalkonium hectorite", "A treated clay that thickens oils.", {}),
  thickener("magnesium aluminum silicate", "A clay thickener that also absorbs oil.", { functions: ["VISCOSITY CONTROLLING", "ABSORBENT"] }),
  thickener("lithium magnesium sodium silicate", "A synthetic clay thickener.", {}),
  thickener("trihydroxystearin", "A castor-derived wax that thickens oils.", { functions: ["VISCOSITY CONTROLLING", "SKIN CONDITIONING"] }),
  thickener("glyceryl polymethacrylate", "A water-soluble polymer that thickens and hydrates.", { functions: ["VISCOSITY CONTROLLING"] }),
  thickener("glyceryl acrylate/acrylic acid copolymer", "A polymer humectant and thickener.", { functions: ["HUMECTANT", "VISCOSITY CONTROLLING"], classes: ["humectant"] }),
  thickener("glyceryl polyacrylate", "A polymer film former and humectant.", { functions: ["FILM FORMING"], classes: ["humectant"] }),
  thickener("dimethylacrylamide/sodium acryloyldimethyltaurate crosspolymer", "A synthetic thickener.", {}),
];

const filmFormers: KbEntry[] = [
  filmFormer("acrylates copolymer", "A film former for long wear and a smooth finish.", { functions: ["FILM FORMING", "BINDING"] }),
  filmFormer("polymethyl methacrylate", "Acrylic microspheres that blur and mattify.", { functions: ["FILM FORMING"], benefits: ["Soft-focus finish"] }),
  filmFormer("methyl methacrylate crosspolymer", "Acrylic microspheres that blur and mattify.", {}),
  filmFormer("nylon-12", "Nylon powder that blurs and absorbs oil.", { functions: ["BULKING", "OPACIFYING"], benefits: ["Soft-focus finish", "Absorbs oil"] }),
  filmFormer("nylon-6/12", "Nylon powder used in make-up for slip and blur.", { functions: ["BULKING", "OPACIFYING"] }),
  filmFormer("hdi/trimethylol hexyllactone crosspolymer", "Soft polymer spheres that blur and mattify.", { functions: ["ANTICAKING"] }),
  filmFormer("pullulan", "A fermented polysaccharide film that gives a temporary tightening effect.", { functions: ["FILM FORMING", "BINDING"] }),
  filmFormer("polyvinyl alcohol", "A film former used in peel-off masks; not a drying alcohol.", { functions: ["FILM FORMING", "VISCOSITY CONTROLLING"] }),
  filmFormer("pvp", "Polyvinylpyrrolidone: a film former and binder.", { functions: ["FILM FORMING", "BINDING"] }),
  filmFormer("vp/va copolymer", "A film former used in masks and styling products.", {}),
  filmFormer("chitosan", "A shellfish-derived film former with mild antimicrobial activity.", { functions: ["FILM FORMING"] }),
  filmFormer("polyquaternium-51", "A phospholipid-like polymer that hydrates and forms a film.", { functions: ["FILM FORMING", "SKIN CONDITIONING"], classes: ["humectant"] }),
  filmFormer("polyquaternium-7", "A conditioning polymer common in cleansers.", { functions: ["FILM FORMING", "ANTISTATIC"] }),
  filmFormer("polyquaternium-10", "A conditioning polymer common in cleansers.", {}),
  filmFormer("styrene/acrylates copolymer", "An opacifying film former.", { functions: ["FILM FORMING", "OPACIFYING"] }),
  filmFormer("polyester-8", "A film former that helps disperse UV filters.", { functions: ["FILM FORMING", "SKIN CONDITIONING"] }),
  filmFormer("vinyl caprolactam/vp/dimethylaminoethyl methacrylate copolymer", "A film former used in masks and styling products.", {}),
  filmFormer("palmitoyl hydroxypropyltrimonium amylopectin/glycerin crosspolymer", "A starch-based film former.", { functions: ["SKIN CONDITIONING"] }),
  filmFormer("sodium polystyrene sulfonate", "A film former and texture agent.", {}),
];

const powders: KbEntry[] = [
  powder("silica", "Silica microspheres absorb oil, blur and thicken; zero on the Fulton scale.", { functions: ["ABSORBENT", "BULKING", "OPACIFYING"], comedogenic: 0 }),
  powder("silica dimethyl silylate", "Treated silica that thickens oils and gives a matte finish.", { functions: ["ANTICAKING", "VISCOSITY CONTROLLING"] }),
  powder("silica silylate", "Treated silica that gives a weightless, matte feel.", { functions: ["ANTICAKING", "ABSORBENT"] }),
  powder("mica", "A shimmering mineral pigment used for glow and colour.", { aliases: ["ci 77019"], functions: ["COLORANT", "OPACIFYING", "BULKING"], benefits: ["Luminous finish"] }),
  powder("talc", "A soft mineral powder that absorbs oil; cosmetic talc must be asbestos-free.", { functions: ["ABSORBENT", "BULKING", "OPACIFYING"] }),
  powder("alumina", "A mineral powder used to coat pigments and absorb oil.", { functions: ["ABSORBENT", "OPACIFYING"] }),
  powder("aluminum hydroxide", "A mineral used to coat pigments and UV filters.", { functions: ["OPACIFYING", "SKIN PROTECTING"] }),
  powder("tin oxide", "A mineral that adds opacity and shimmer to pearl pigments.", { functions: ["OPACIFYING", "BULKING"] }),
  powder("synthetic fluorphlogopite", "A synthetic mica used for a clean shimmer.", { functions: ["BULKING", "VISCOSITY CONTROLLING"] }),
  powder("calcium aluminum borosilicate", "Glass flakes used for sparkle.", { functions: ["BULKING", "OPACIFYING"] }),
  powder("calcium sodium borosilicate", "Glass flakes used for sparkle.", { functions: ["BULKING", "OPACIFYING"] }),
  powder("boron nitride", "A slippery white powder that softens the look of skin.", { functions: ["ABSORBENT", "OPACIFYING"] }),
  powder("dextrin", "A starch-derived binder and absorbent.", { functions: ["ABSORBENT", "BINDING", "BULKING"] }),
  powder("maltodextrin", "A starch-derived binder and film former.", { functions: ["ABSORBENT", "BINDING", "FILM FORMING"] }),
  powder("cellulose", "Plant cellulose used as a bulking and absorbent agent.", { functions: ["ABSORBENT", "BULKING"] }),
  powder("microcrystalline cellulose", "Purified cellulose used as a bulking agent and gentle abrasive.", { functions: ["ABSORBENT", "BULKING"] }),
  powder("zea mays starch", "Corn starch: an absorbent powder.", { functions: ["ABSORBENT", "SKIN PROTECTING"] }),
  powder("tapioca starch", "Tapioca starch: an absorbent powder that reduces greasiness.", { functions: ["ABSORBENT", "VISCOSITY CONTROLLING"] }),
  powder("aluminum starch octenylsuccinate", "A modified starch that absorbs oil and gives a silky feel.", { functions: ["ABSORBENT", "ANTICAKING"] }),
  powder("oryza sativa starch", "Rice starch: an absorbent powder.", { functions: ["ABSORBENT", "BULKING"] }),
  powder("hydrolyzed corn starch", "A modified starch used as a humectant and film former.", { functions: ["SKIN CONDITIONING", "HUMECTANT"] }),
  powder("sodium polyacrylate starch", "A starch-acrylate absorbent.", { functions: ["ABSORBENT", "VISCOSITY CONTROLLING"] }),
  powder("pearl powder", "Ground pearl, calcium carbonate with a little protein; a soft-focus powder.", { functions: ["ABSORBENT", "OPACIFYING"], benefits: ["Luminous finish"] }),
  powder("gold", "Gold particles used for colour and marketing appeal; no proven skin benefit.", { functions: ["COLORANT", "SKIN CONDITIONING - MISCELLANEOUS"], benefits: ["Shimmer"] }),
  powder("tourmaline", "A gemstone powder with marketing claims; no proven skin benefit.", { functions: ["VISCOSITY CONTROLLING"] }),
  powder("conchiolin powder", "Pearl protein powder with brightening claims; limited evidence.", { functions: ["SKIN CONDITIONING"] }),
  clay("kaolin", "A gentle white clay that absorbs oil; well suited to oily and combination skin.", { functions: ["ABSORBENT", "BULKING", "OPACIFYING"] }),
  clay("bentonite", "A swelling clay that absorbs oil strongly; can be drying on dry skin.", { functions: ["ABSORBENT", "BULKING", "VISCOSITY CONTROLLING"], concerns: ["drying"] }),
  clay("montmorillonite", "A swelling clay that absorbs oil and impurities.", { functions: ["ABSORBENT", "BULKING"] }),
  clay("illite", "A green clay that absorbs oil.", { functions: ["ABSORBENT", "BULKING"] }),
  clay("charcoal powder", "Activated-style charcoal that binds oil on the surface; 'detox' claims go beyond the evidence.", { functions: ["ABSORBENT", "OPACIFYING"] }),
  clay("charcoal", "Charcoal binds oil on the surface; 'detox' claims go beyond the evidence.", { functions: ["ABSORBENT", "OPACIFYING"] }),
  clay("zeolite", "A porous mineral that absorbs oil and odours.", { functions: ["ABSORBENT"] }),
  scrub("helianthus annuus seedcake", "Ground sunflower seed used as a scrub; physical exfoliants should be used gently and not daily on sensitive skin.", { functions: ["ABRASIVE", "BULKING"] }),
  scrub("prunus amygdalus dulcis seed meal", "Ground almond used as a gentle scrub.", {}),
  scrub("pumice", "Volcanic rock powder: an effective but harsh abrasive for the face.", {}),
  scrub("quartz", "Ground quartz used as a polishing abrasive in scrubs and masks.", {}),
  scrub("diamond powder", "Fine diamond dust used as a micro-abrasive; mostly a luxury claim.", {}),
  scrub("calcium carbonate", "Chalk: a mild abrasive, absorbent and buffer.", { functions: ["ABRASIVE", "BUFFERING", "BULKING"], concerns: [] }),
  scrub("oryza sativa powder", "Rice powder used as a gentle exfoliant.", { functions: ["ABRASIVE", "BULKING"] }),
  scrub("juglans regia shell powder", "Walnut shell powder: jagged particles that can cause micro-tears; best avoided on the face.", {
    aliases: ["walnut shell powder", "juglans regia (walnut) shell powder"],
  }),
  scrub("prunus armeniaca seed powder", "Apricot seed (kernel shell) powder: hard, irregular scrub particles; harsh on sensitive or rosacea-prone skin.", {
    aliases: ["apricot seed powder", "prunus armenaica seed powder", "prunus armeniaca (apricot) seed powder", "prunus armenaica (apricot) seed powder"],
  }),
  scrub("jojoba beads", "Beads of hydrogenated jojoba wax: rounder and gentler than shells, but still a scrub.", { aliases: ["jojoba esters beads", "hydrogenated jojoba oil beads"] }),
  scrub("diatomaceous earth", "Fossil silica used as a mild abrasive and absorbent.", { functions: ["ABRASIVE", "ABSORBENT"] }),
];

const colorants: KbEntry[] = [
  colorant("iron oxides", "Mineral pigments that tint make-up and tinted sunscreen; tinted formulas help protect against visible light, relevant for melasma.", {
    aliases: ["ci 77491", "ci 77492", "ci 77499"],
  }),
  colorant("yellow 5", "Tartrazine, a synthetic dye; rare sensitivity.", { aliases: ["ci 19140"], displayName: "Yellow 5 (CI 19140)" }),
  colorant("yellow 6", "Sunset yellow, a synthetic dye.", { aliases: ["ci 15985"], displayName: "Yellow 6 (CI 15985)" }),
  colorant("red 4", "A synthetic red dye used in rinse-off and external products.", { aliases: ["ci 14700"], displayName: "Red 4 (CI 14700)" }),
  colorant("red 33", "A synthetic red dye.", { aliases: ["ci 17200"], displayName: "Red 33 (CI 17200)" }),
  colorant("red 40", "Allura red, a synthetic dye.", { aliases: ["ci 16035"], displayName: "Red 40 (CI 16035)" }),
  colorant("blue 1", "Brilliant blue, a synthetic dye.", { aliases: ["ci 42090"], displayName: "Blue 1 (CI 42090)" }),
  colorant("green 5", "A synthetic green dye.", { aliases: ["ci 61570"], displayName: "Green 5 (CI 61570)" }),
  colorant("chromium oxide greens", "A mineral green pigment.", { aliases: ["ci 77288"] }),
  colorant("chromium hydroxide green", "A mineral green pigment.", { aliases: ["ci 77289"] }),
  colorant("ultramarines", "Mineral blue and violet pigments.", { aliases: ["ci 77007"] }),
  colorant("manganese violet", "A mineral violet pigment.", { aliases: ["ci 77742"] }),
  colorant("carmine", "A red pigment from cochineal insects; a rare allergen.", { aliases: ["ci 75470"], concerns: ["sensitising"] }),
  colorant("bismuth oxychloride", "A pearly pigment that can itch in some people.", { aliases: ["ci 77163"], functions: ["COLORANT", "OPACIFYING"], concerns: ["irritation"] }),
  colorant("caramel", "Burnt sugar used as a brown colour.", { functions: ["COLORANT", "FRAGRANCE"] }),
  colorant("ferric ferrocyanide", "A blue mineral pigment.", { aliases: ["ci 77510"] }),
];

export const formulationEntries: KbEntry[] = [...solvents, ...phAdjusters, ...salts, ...thickeners, ...filmFormers, ...powders, ...colorants];
