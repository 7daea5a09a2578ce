/**
 * Fragrance, the EU-declarable fragrance allergens (Regulation 1223/2009 Annex III, extended by
 * 2023/1545) and essential oils. Allergens must be named on EU labels above 0.001% in leave-on
 * products; they matter to people already sensitised, not to everyone.
 */
import { entry, family } from "../define";
import type { KbEntry } from "../types";

const allergen = family({
  functions: ["PERFUMING"],
  classes: ["fragrance", "fragrance-allergen"],
  benefits: ["Scent"],
  concerns: ["sensitising"],
});

const essentialOil = family({
  functions: ["PERFUMING", "FRAGRANCE"],
  classes: ["essential-oil", "fragrance"],
  benefits: ["Scent"],
  concerns: ["sensitising", "irritation"],
});

const fragranceBase: KbEntry[] = [
  entry({
    inci: "fragrance",
    aliases: ["parfum", "perfume"],
    displayName: "Fragrance (Parfum)",
    functions: ["PERFUMING", "FRAGRANCE"],
    classes: ["fragrance"],
    benefits: ["Scent"],
    concerns: ["sensitising", "irritation"],
    researchNotes:
      "A blend of undisclosed scent chemicals; fragrance is the most common cause of cosmetic contact allergy, so sensitive or reactive skin does better without it.",
  }),
  entry({
    inci: "flavor",
    aliases: ["flavour", "aroma"],
    functions: ["FLAVOURING"],
    classes: ["fragrance"],
    benefits: ["Taste and scent"],
    concerns: ["sensitising"],
    researchNotes: "A flavour blend used mostly in lip products; like fragrance, a possible trigger for sensitive skin.",
  }),
  entry({
    inci: "methyldihydrojasmonate",
    functions: ["FRAGRANCE", "PERFUMING"],
    classes: ["fragrance"],
    benefits: ["Scent"],
    concerns: ["sensitising"],
    researchNotes: "A jasmine-like aroma chemical (hedione); low allergy potential compared with declarable allergens.",
  }),
  entry({
    inci: "menthol",
    functions: ["REFRESHING", "SOOTHING", "DENATURANT"],
    classes: ["fragrance", "fragrance-allergen"],
    benefits: ["Cooling sensation"],
    concerns: ["irritation", "sensitising"],
    researchNotes: "Triggers cold receptors for a fresh feel; the tingle is a mild irritation that sensitive skin and rosacea often dislike.",
  }),
  entry({
    inci: "camphor",
    functions: ["DENATURANT", "PERFUMING", "REFRESHING"],
    classes: ["fragrance", "fragrance-allergen"],
    benefits: ["Cooling sensation"],
    concerns: ["irritation", "sensitising"],
    researchNotes: "A cooling, aromatic compound that can irritate sensitive skin; now on the EU list of fragrance allergens.",
  }),
];

const allergens: KbEntry[] = [
  allergen("linalool", "A lavender-scented terpene; harmless fresh, but it oxidises in air into a common contact allergen."),
  allergen("limonene", "A citrus terpene; its air-oxidised form is a frequent contact allergen.", { functions: ["PERFUMING", "SOLVENT"] }),
  allergen("citronellol", "A rose-scented alcohol in many essential oils; a declarable allergen with low to moderate sensitisation rates.", { aliases: ["citronnellol"] }),
  allergen("geraniol", "A rose-scented alcohol; one of the more common fragrance allergens in patch tests.", { functions: ["PERFUMING", "TONIC"] }),
  allergen("citral", "A lemon-scented aldehyde; a moderate sensitiser.", { functions: ["PERFUMING", "FLAVOURING"], concerns: ["sensitising", "irritation"] }),
  allergen("eugenol", "The clove scent; a well-known contact allergen.", { functions: ["PERFUMING", "TONIC"] }),
  allergen("isoeugenol", "A clove-like aroma chemical and a relatively potent sensitiser, restricted in the EU."),
  allergen("coumarin", "A sweet, hay-like scent; a declarable allergen with low sensitisation rates."),
  allergen("benzyl benzoate", "A balsamic aroma chemical and solvent; declarable allergen.", { functions: ["PERFUMING", "SOLVENT", "ANTIMICROBIAL"] }),
  allergen("benzyl salicylate", "A floral aroma chemical that also absorbs some UV; declarable allergen.", { functions: ["PERFUMING", "UV ABSORBER"] }),
  allergen("benzyl cinnamate", "A balsamic aroma chemical; declarable allergen."),
  allergen("hexyl cinnamal", "A jasmine-like aroma chemical; a common but usually weak allergen."),
  allergen("amyl cinnamal", "A jasmine-like aroma chemical; declarable allergen."),
  allergen("amylcinnamyl alcohol", "A floral aroma chemical; declarable allergen."),
  allergen("anise alcohol", "An anise-scented aroma chemical; declarable allergen."),
  allergen("cinnamal", "Cinnamon aldehyde: one of the stronger fragrance sensitisers.", { concerns: ["sensitising", "irritation"] }),
  allergen("cinnamyl alcohol", "A cinnamon-hyacinth scent; a moderate sensitiser."),
  allergen("farnesol", "A floral alcohol also used as a deodorant agent; declarable allergen.", { functions: ["PERFUMING", "DEODORANT"] }),
  allergen("hydroxycitronellal", "A lily-of-the-valley scent; a relatively common allergen."),
  allergen("hydroxyisohexyl 3-cyclohexene carboxaldehyde", "Lyral: a strong sensitiser now banned in EU cosmetics."),
  allergen("butylphenyl methylpropional", "Lilial: classed as toxic to reproduction and banned in EU cosmetics since 2022.", { concerns: ["sensitising"], pregnancyCaution: true }),
  allergen("alpha-isomethyl ionone", "A violet-scented aroma chemical; declarable allergen."),
  allergen("methyl 2-octynoate", "A violet-leaf scent; a potent sensitiser kept to low levels."),
  allergen("evernia prunastri extract", "Oakmoss: one of the strongest natural fragrance allergens, tightly restricted in the EU.", { functions: ["PERFUMING", "SKIN CONDITIONING"] }),
  allergen("evernia furfuracea extract", "Treemoss: a strong natural fragrance allergen, restricted in the EU.", { functions: ["PERFUMING", "SKIN CONDITIONING"] }),
  allergen("acetylcedrene", "A woody aroma chemical added to the EU allergen list in 2023."),
  allergen("amyl salicylate", "A floral-herbal aroma chemical added to the EU allergen list in 2023."),
  allergen("anethole", "The anise-fennel scent; added to the EU allergen list in 2023.", { aliases: ["trans-anethole"], functions: ["PERFUMING", "FRAGRANCE"] }),
  allergen("benzaldehyde", "A bitter-almond scent; added to the EU allergen list in 2023.", { comedogenic: 0 }),
  allergen("carvone", "The spearmint-caraway scent; added to the EU allergen list in 2023."),
  allergen("alpha-damascone", "A rose-apple aroma chemical added to the EU allergen list in 2023."),
  allergen("delta-damascone", "A rose-fruity aroma chemical added to the EU allergen list in 2023."),
  allergen("alpha-isodamascone", "A rose-fruity aroma chemical added to the EU allergen list in 2023."),
  allergen("cis-rose ketone-1", "A rose aroma chemical added to the EU allergen list in 2023."),
  allergen("trans-rose ketone-1", "A rose aroma chemical added to the EU allergen list in 2023."),
  allergen("rose ketone-4", "A rose aroma chemical added to the EU allergen list in 2023."),
  allergen("salicylaldehyde", "An almond-like aroma chemical added to the EU allergen list in 2023."),
  allergen("vanillin", "The vanilla scent; a weak allergen added to the EU list in 2023.", { functions: ["PERFUMING", "FRAGRANCE", "FLAVOURING"] }),
  allergen("eucalyptol", "The eucalyptus scent (1,8-cineole); can irritate and is an allergen for some.", { concerns: ["sensitising", "irritation"] }),
];

const essentialOils: KbEntry[] = [
  essentialOil("lavandula angustifolia oil", "Lavender oil: pleasant scent, but its linalool oxidises into an allergen and it can irritate; evidence for skin benefits is weak.", {
    aliases: ["lavender oil"],
    functions: ["FRAGRANCE", "TONIC"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("lavandula hybrida oil", "Lavandin oil: a camphor-rich lavender cousin; can irritate sensitive skin.", { functions: ["SKIN CONDITIONING - EMOLLIENT", "PERFUMING"] }),
  essentialOil("rosa damascena flower oil", "Rose oil: rich in citronellol and geraniol, both declarable allergens.", {
    aliases: ["rose oil"],
    functions: ["FRAGRANCE", "SKIN CONDITIONING"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("citrus limon peel oil", "Lemon peel oil: cold-pressed citrus oils can cause sun-triggered reactions (phototoxicity) on leave-on products.", {
    aliases: ["lemon oil", "citrus medica limonum peel oil"],
    functions: ["FRAGRANCE", "PERFUMING", "SKIN CONDITIONING"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
    concerns: ["sensitising", "irritation", "photosensitising"],
  }),
  essentialOil("citrus aurantium dulcis peel oil", "Sweet orange oil: mostly limonene; a sensitiser once oxidised, low phototoxicity.", {
    aliases: ["orange oil"],
    functions: ["FRAGRANCE", "SKIN CONDITIONING"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("citrus aurantium dulcis oil", "Sweet orange oil: mostly limonene; a sensitiser once oxidised.", { functions: ["FRAGRANCE"] }),
  essentialOil("citrus aurantium bergamia fruit oil", "Bergamot oil: unless bergapten-free, strongly phototoxic and can leave dark marks after sun exposure.", {
    aliases: ["bergamot oil", "citrus aurantium bergamia peel oil"],
    functions: ["FRAGRANCE", "PERFUMING"],
    concerns: ["sensitising", "irritation", "photosensitising"],
  }),
  essentialOil("citrus grandis peel oil", "Grapefruit peel oil: fragrant and mildly phototoxic.", {
    aliases: ["grapefruit oil"],
    functions: ["FRAGRANCE", "PERFUMING", "SKIN CONDITIONING"],
    concerns: ["sensitising", "irritation", "photosensitising"],
  }),
  essentialOil("citrus nobilis peel oil", "Mandarin peel oil: limonene-rich citrus oil.", { functions: ["FRAGRANCE", "SKIN CONDITIONING", "TONIC"] }),
  essentialOil("citrus aurantifolia oil", "Lime oil: cold-pressed lime oil is strongly phototoxic.", {
    aliases: ["lime oil"],
    functions: ["FRAGRANCE", "PERFUMING"],
    concerns: ["sensitising", "irritation", "photosensitising"],
  }),
  essentialOil("citrus reticulata peel oil", "Tangerine peel oil: limonene-rich citrus oil.", {}),
  essentialOil("citrus aurantium amara flower oil", "Neroli oil: a floral citrus oil rich in linalool.", { aliases: ["neroli oil"] }),
  essentialOil("eucalyptus globulus leaf oil", "Eucalyptus oil: cooling and antimicrobial, but eucalyptol can irritate sensitive skin.", {
    aliases: ["eucalyptus oil"],
    functions: ["PERFUMING", "SKIN CONDITIONING"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("melaleuca alternifolia leaf oil", "Tea tree oil: a 5% gel reduced acne lesions in trials, more slowly than benzoyl peroxide; oxidised oil is a sensitiser.", {
    aliases: ["tea tree oil"],
    functions: ["ANTIOXIDANT", "PERFUMING", "ANTIMICROBIAL"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
    benefits: ["Antibacterial", "Helps with mild acne"],
    targetsConcerns: ["acne"],
    targetsGoals: ["acne-care"],
  }),
  essentialOil("rosmarinus officinalis leaf oil", "Rosemary oil: antioxidant and fragrant, camphor-containing; can irritate.", {
    aliases: ["rosemary oil"],
    functions: ["FRAGRANCE", "SKIN CONDITIONING"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("mentha piperita oil", "Peppermint oil: menthol-rich, tingling and often irritating for sensitive skin.", {
    aliases: ["peppermint oil"],
    functions: ["FRAGRANCE", "PERFUMING", "REFRESHING"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("mentha viridis leaf oil", "Spearmint oil: carvone-rich and cooling; can irritate.", { functions: ["FRAGRANCE", "ASTRINGENT"] }),
  essentialOil("pelargonium graveolens flower oil", "Geranium oil: rich in geraniol and citronellol allergens.", { aliases: ["geranium oil"], functions: ["FRAGRANCE"] }),
  essentialOil("pelargonium graveolens oil", "Geranium oil: rich in geraniol and citronellol allergens.", { functions: ["FRAGRANCE"] }),
  essentialOil("anthemis nobilis flower oil", "Roman chamomile oil: fragrant, with daisy-family allergy potential.", { functions: ["FRAGRANCE", "PERFUMING"] }),
  essentialOil("cananga odorata flower oil", "Ylang-ylang oil: a common cause of fragrance allergy.", { aliases: ["ylang ylang oil"], functions: ["FRAGRANCE", "PERFUMING"] }),
  essentialOil("amyris balsamifera bark oil", "Amyris oil: a woody scent often used as a sandalwood substitute.", { functions: ["FRAGRANCE", "PERFUMING"] }),
  essentialOil("pogostemon cablin oil", "Patchouli oil: an earthy scent with moderate allergy potential.", { aliases: ["patchouli oil"] }),
  essentialOil("cymbopogon martini oil", "Palmarosa oil: geraniol-rich, so an allergy consideration.", { functions: ["FRAGRANCE", "TONIC"] }),
  essentialOil("salvia sclarea oil", "Clary sage oil: a herbal scent with linalyl acetate.", { functions: ["FRAGRANCE", "TONIC"] }),
  essentialOil("aniba rosaeodora wood oil", "Rosewood oil: linalool-rich.", { functions: ["FRAGRANCE", "PERFUMING"] }),
  essentialOil("santalum album oil", "Sandalwood oil: a woody scent added to the EU allergen list in 2023.", {
    aliases: ["sandalwood oil"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("myroxylon balsamum pereirae oil", "Balsam of Peru oil: a classic patch-test allergen marker.", {
    aliases: ["balsam peru"],
    classes: ["essential-oil", "fragrance", "fragrance-allergen"],
  }),
  essentialOil("jasminum officinale oil", "Jasmine oil: a floral scent with allergy potential.", {}),
  essentialOil("cedrus atlantica bark oil", "Atlas cedarwood oil: a woody scent.", {}),
  essentialOil("boswellia carterii oil", "Frankincense oil: a resinous scent; limonene-rich.", {}),
  essentialOil("juniperus virginiana oil", "Cedarwood oil: a woody scent.", {}),
  essentialOil("cymbopogon schoenanthus oil", "Lemongrass-type oil rich in citral, a moderate sensitiser.", {}),
  essentialOil("origanum majorana leaf oil", "Marjoram oil: a herbal scent that can irritate.", {}),
  essentialOil("thymus vulgaris oil", "Thyme oil: thymol-rich and potentially irritating.", {}),
  essentialOil("eucalyptus globulus oil", "Eucalyptus oil: eucalyptol-rich and cooling; can irritate.", {}),
  essentialOil("litsea cubeba fruit oil", "May chang oil: citral-rich, a moderate sensitiser.", {}),
];

export const fragranceEntries: KbEntry[] = [...fragranceBase, ...allergens, ...essentialOils];
