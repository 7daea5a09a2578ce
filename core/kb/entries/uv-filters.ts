/** UV filters (mineral and chemical) and the photostabilisers that keep them working. */
import type { GoalId, PrimaryConcern } from "../../domain";
import { family } from "../define";
import type { KbEntry } from "../types";

const SUNSCREEN_CONCERNS: PrimaryConcern[] = ["anti-aging", "hyperpigmentation", "fine-lines"];
const SUNSCREEN_GOALS: GoalId[] = ["anti-aging", "even-tone", "brightening"];

const mineral = family({
  functions: ["UV FILTER", "UV ABSORBER", "COLORANT"],
  classes: ["mineral-uv-filter"],
  benefits: ["Broad-spectrum UV protection", "Gentle on sensitive skin"],
  targetsConcerns: SUNSCREEN_CONCERNS,
  targetsGoals: SUNSCREEN_GOALS,
});

const chemical = family({
  functions: ["UV FILTER", "UV ABSORBER", "LIGHT STABILIZER"],
  classes: ["chemical-uv-filter"],
  benefits: ["UV protection"],
  targetsConcerns: SUNSCREEN_CONCERNS,
  targetsGoals: SUNSCREEN_GOALS,
});

const photostabiliser = family({
  functions: ["SKIN CONDITIONING", "LIGHT STABILIZER"],
  classes: ["other"],
  benefits: ["Keeps UV filters from breaking down in sunlight"],
});

export const uvFilterEntries: KbEntry[] = [
  mineral("zinc oxide", "The broadest-spectrum single filter, covering UVB and long UVA; very gentle and non-comedogenic, and the first choice for sensitive skin.", {
    aliases: ["ci 77947"],
    functions: ["UV FILTER", "UV ABSORBER", "SKIN PROTECTING", "COLORANT"],
    benefits: ["Broad-spectrum UV protection", "Gentle on sensitive skin", "Calms"],
    classes: ["mineral-uv-filter", "soothing"],
    comedogenic: 0,
  }),
  mineral("titanium dioxide", "A mineral filter strong in UVB and short UVA, also used as a white pigment (CI 77891); very low irritation.", {
    aliases: ["ci 77891"],
    functions: ["UV FILTER", "UV ABSORBER", "OPACIFYING", "COLORANT"],
  }),
  chemical("ethylhexyl methoxycinnamate", "Octinoxate, a common UVB filter; it degrades in sunlight unless stabilised and shows weak hormonal activity in lab studies.", {
    aliases: ["octinoxate", "octyl methoxycinnamate"],
    displayName: "Ethylhexyl Methoxycinnamate (Octinoxate)",
  }),
  chemical("ethylhexyl salicylate", "Octisalate, a weak UVB filter that helps dissolve other filters; low irritation.", {
    aliases: ["octisalate", "octyl salicylate"],
    displayName: "Ethylhexyl Salicylate (Octisalate)",
  }),
  chemical("homosalate", "A UVB filter used to boost SPF; the EU cut its maximum to 7.34% in face products as a precaution.", {
    functions: ["UV FILTER", "UV ABSORBER"],
  }),
  chemical("butyl methoxydibenzoylmethane", "Avobenzone, the main chemical UVA filter in US sunscreens; it needs stabilisers such as octocrylene to stay effective.", {
    aliases: ["avobenzone"],
    displayName: "Butyl Methoxydibenzoylmethane (Avobenzone)",
  }),
  chemical("octocrylene", "A UVB filter that stabilises avobenzone; an occasional contact and photo-allergen.", { concerns: ["sensitising"] }),
  chemical("benzophenone-3", "Oxybenzone, a broad but weak filter with relatively high allergy rates and skin absorption; many people now avoid it, especially in pregnancy.", {
    aliases: ["oxybenzone"],
    displayName: "Benzophenone-3 (Oxybenzone)",
    concerns: ["sensitising"],
    pregnancyCaution: true,
  }),
  chemical("benzophenone-4", "A water-soluble UV absorber used mostly to protect product colour.", {}),
  chemical("ethylhexyl triazone", "A very efficient, photostable UVB filter (EU-approved).", {}),
  chemical("bis-ethylhexyloxyphenol methoxyphenyl triazine", "Bemotrizinol (Tinosorb S): a photostable broad-spectrum filter with an excellent safety profile.", {
    aliases: ["bemotrizinol", "tinosorb s"],
  }),
  chemical("methylene bis-benzotriazolyl tetramethylbutylphenol", "Bisoctrizole (Tinosorb M): a photostable broad-spectrum particulate filter.", { aliases: ["bisoctrizole", "tinosorb m"] }),
  chemical("diethylamino hydroxybenzoyl hexyl benzoate", "A photostable UVA filter (Uvinul A Plus) used widely in EU and Asian sunscreens.", { aliases: ["uvinul a plus"] }),
  chemical("diethylhexyl butamido triazone", "A photostable UVB filter (Uvasorb HEB).", {}),
  chemical("drometrizole trisiloxane", "A photostable UVA/UVB filter (Mexoryl XL).", { aliases: ["mexoryl xl"] }),
  chemical("terephthalylidene dicamphor sulfonic acid", "A photostable UVA filter (Mexoryl SX); not an exfoliating acid.", { aliases: ["ecamsule", "mexoryl sx"] }),
  chemical("phenylbenzimidazole sulfonic acid", "Ensulizole, a water-soluble UVB filter for light textures; not an exfoliating acid.", { aliases: ["ensulizole"] }),
  chemical("menthyl anthranilate", "Meradimate, a weak UVA filter.", { aliases: ["meradimate"] }),
  chemical("isoamyl p-methoxycinnamate", "A UVB filter (amiloxate) used in EU sunscreens.", { aliases: ["amiloxate"] }),
  photostabiliser("butyloctyl salicylate", "An SPF booster and solvent for UV filters; not a UV filter on its own.", { functions: ["SKIN CONDITIONING", "SOLVENT"], classes: ["emollient"] }),
  photostabiliser("ethylhexyl methoxycrylene", "A photostabiliser that keeps avobenzone working longer in sunlight."),
  photostabiliser("diethylhexyl syringylidenemalonate", "A photostabiliser and antioxidant for UV filters.", { functions: ["SKIN PROTECTING", "LIGHT STABILIZER"] }),
  photostabiliser("diethylhexyl 2,6-naphthalate", "A photostabiliser and solvent for avobenzone.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "LIGHT STABILIZER"] }),
  photostabiliser("sodium benzotriazolyl butylphenol sulfonate", "A UV absorber that protects the product's colour and fragrance, not the skin.", { functions: ["UV ABSORBER", "LIGHT STABILIZER"] }),
];
