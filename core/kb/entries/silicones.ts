/** Silicones and silicone-like polymers; dimethicone itself lives with the occlusives. */
import { family } from "../define";
import type { KbEntry } from "../types";

const silicone = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SKIN CONDITIONING"],
  classes: ["silicone", "emollient"],
  benefits: ["Silky, smooth finish", "Blurs texture"],
});

const volatileSilicone = family({
  functions: ["SKIN CONDITIONING - EMOLLIENT", "SOLVENT"],
  classes: ["silicone", "solvent"],
  benefits: ["Weightless spread that evaporates"],
});

const siliconeElastomer = family({
  functions: ["VISCOSITY CONTROLLING", "EMULSION STABILISING"],
  classes: ["silicone"],
  benefits: ["Velvety, mattifying texture", "Blurs pores"],
});

const siliconeEmulsifier = family({
  functions: ["SKIN CONDITIONING", "SURFACTANT - EMULSIFYING"],
  classes: ["silicone", "surfactant"],
  benefits: ["Keeps oil and water blended", "Light, silky feel"],
});

export const siliconeEntries: KbEntry[] = [
  volatileSilicone("cyclopentasiloxane", "A volatile silicone (D5) that gives slip then evaporates; EU limits in leave-on products are for environmental persistence, not skin safety."),
  volatileSilicone("cyclohexasiloxane", "A volatile silicone (D6) that evaporates after giving slip; restricted in the EU for environmental reasons."),
  volatileSilicone("cyclomethicone", "A generic name for volatile cyclic silicones; weightless and evaporating."),
  volatileSilicone("methyl trimethicone", "A fast-evaporating silicone that gives a dry, light feel."),
  volatileSilicone("trisiloxane", "A light, volatile silicone.", { functions: ["SKIN CONDITIONING", "ANTIFOAMING"] }),
  volatileSilicone("disiloxane", "A very volatile silicone used for a quick-drying feel.", {}),
  silicone("dimethiconol", "A dimethicone variant with a smoother, more substantive feel; non-comedogenic for most.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "MOISTURISING"] }),
  silicone("phenyl trimethicone", "A glossy silicone that adds slip and shine.", { functions: ["SKIN CONDITIONING", "ANTIFOAMING"] }),
  silicone("caprylyl methicone", "A light silicone that helps spread UV filters and pigments.", { functions: ["SKIN CONDITIONING"] }),
  silicone("methicone", "A silicone used to coat pigments and add slip.", {}),
  silicone("simethicone", "Dimethicone with silica; an anti-foaming and smoothing agent.", { functions: ["ANTIFOAMING", "SKIN CONDITIONING"] }),
  silicone("diphenylsiloxy phenyl trimethicone", "A glossy silicone that adds shine and slip to make-up and primers.", { functions: ["SKIN CONDITIONING", "ANTIFOAMING"] }),
  silicone("trimethylsiloxysilicate", "A silicone resin that forms a long-wearing, water-resistant film.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "ANTIFOAMING"], benefits: ["Long wear", "Water resistance"] }),
  silicone("hydrogen dimethicone", "A reactive silicone used to coat pigments.", { functions: ["FILM FORMING"] }),
  silicone("amodimethicone", "A conditioning silicone used mostly in hair care.", { functions: ["HAIR CONDITIONING", "ANTISTATIC"] }),
  silicone("cetyl dimethicone", "An oil-compatible silicone emollient.", {}),
  silicone("dimethicone/trimethylsiloxysilicate", "A silicone film former for long wear.", {}),
  silicone("triethoxycaprylylsilane", "A silane used to coat mineral pigments and UV filters so they disperse evenly.", {
    functions: ["BINDING"],
    classes: ["silicone", "other"],
    benefits: ["Helps pigments spread evenly"],
  }),
  siliconeElastomer("dimethicone/vinyl dimethicone crosspolymer", "A silicone elastomer that gives a soft-focus, powdery feel.", { functions: ["SKIN CONDITIONING", "VISCOSITY CONTROLLING"] }),
  siliconeElastomer("dimethicone crosspolymer", "A silicone elastomer gel for a smooth, mattifying texture."),
  siliconeElastomer("polysilicone-11", "A silicone elastomer that forms a soft film and blurs texture.", { functions: ["FILM FORMING"] }),
  siliconeElastomer("polymethylsilsesquioxane", "Silicone resin microspheres that blur and mattify.", { functions: ["OPACIFYING"] }),
  siliconeElastomer("vinyl dimethicone/methicone silsesquioxane crosspolymer", "Silicone powder spheres that give a velvety, mattifying feel."),
  siliconeElastomer("dimethicone/peg-10/15 crosspolymer", "An emulsifying silicone elastomer.", { functions: ["FILM FORMING", "OPACIFYING"] }),
  siliconeElastomer("dimethicone/polyglycerin-3 crosspolymer", "An emulsifying silicone elastomer.", {}),
  siliconeElastomer("dimethicone/bis-isobutyl ppg-20 crosspolymer", "A silicone elastomer used in long-wear make-up.", {}),
  siliconeElastomer("polysilicone-15", "A silicone-bound UVB filter (benzylidene malonate polysiloxane).", {
    functions: ["UV FILTER", "UV ABSORBER"],
    classes: ["chemical-uv-filter", "silicone"],
    benefits: ["UVB protection"],
    targetsConcerns: ["anti-aging", "hyperpigmentation"],
    targetsGoals: ["anti-aging", "even-tone"],
  }),
  siliconeEmulsifier("peg-10 dimethicone", "A silicone emulsifier for light water-in-silicone textures.", { functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"] }),
  siliconeEmulsifier("peg-12 dimethicone", "A water-soluble silicone that adds slip to gels and cleansers.", { functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"] }),
  siliconeEmulsifier("peg-8 dimethicone", "A water-soluble silicone conditioner.", { functions: ["SKIN CONDITIONING", "HAIR CONDITIONING"] }),
  siliconeEmulsifier("peg/ppg-18/18 dimethicone", "A silicone emulsifier for water-in-silicone creams.", { functions: ["SURFACTANT - EMULSIFYING"] }),
  siliconeEmulsifier("cetyl peg/ppg-10/1 dimethicone", "A silicone emulsifier for water-in-oil creams and foundations."),
  siliconeEmulsifier("lauryl peg-9 polydimethylsiloxyethyl dimethicone", "A silicone emulsifier common in sunscreens.", { functions: ["SKIN CONDITIONING", "SURFACTANT - CLEANSING"] }),
  siliconeEmulsifier("bis-peg-18 methyl ether dimethyl silane", "A silicone humectant-emollient with a light feel.", { functions: ["SKIN CONDITIONING", "HUMECTANT"] }),
  siliconeEmulsifier("peg-9 polydimethylsiloxyethyl dimethicone", "A silicone emulsifier.", {}),
  siliconeEmulsifier("lauryl polyglyceryl-3 polydimethylsiloxyethyl dimethicone", "A PEG-free silicone emulsifier.", {}),
  siliconeEmulsifier("peg-9 dimethicone", "A water-dispersible silicone.", {}),
];
