/**
 * Real products for the engine's tests: INCI lists as published (most from the shared Sephora
 * catalogue, ../shared/data/sephora-cosmetics.csv; a few well-known drugstore labels).
 */
import type { EngineInput, RoutineProductInput } from "../types";

const p = (name: string, brand: string, productType: string, ingredients: string): RoutineProductInput => ({
  name,
  brand,
  productType,
  ingredients,
});

export const GLYCOLIC_PEEL_SWAB = p(
  "20% Glycolic Solutions Jumbo Peel Swab",
  "PETER THOMAS ROTH",
  "Exfoliant",
  "Water, Glycolic Acid, Potassium Hydroxide, Propanediol, Sea Water, Niacinamide, 1,2-Hexanediol, Hydrolyzed Collagen, Hydrolyzed Elastin, Sodium Hyaluronate, Adenosine, Allantoin, Citric Acid, Disodium EDTA.",
);

export const GLYCOLIC_TONER = p(
  "8% Glycolic Solutions Toner",
  "PETER THOMAS ROTH",
  "Toner",
  "Water, Glycolic Acid, Alcohol Denat., Methyl Gluceth-20, Propylene Glycol, Hamamelis Virginiana (Witch Hazel) Water, Sodium Hydroxide, Glycerin, Sodium PCA, Aloe Barbadensis Leaf Juice, Allantoin, Camellia Sinensis Leaf Extract, Chamomilla Recutita (Matricaria) Flower Extract, Arginine, Sodium Ascorbyl Phosphate, Lactic Acid, Citric Acid, Polysorbate 20, Butylene Glycol, Potassium Sorbate, Sodium Benzoate, Benzoic Acid, Phenoxyethanol.",
);

export const LACTIC_PADS = p(
  "Facial Radiance Pads",
  "FIRST AID BEAUTY",
  "Exfoliant",
  "Water, Aloe Barbadensis Leaf Juice, Glycerin, Cucumis Sativus Fruit Extract, Lactic Acid, Glycolic Acid, Leuconostoc/Radish Root Ferment Filtrate, Chrysanthemum Parthenium Extract, Sodium Hydroxide, Polysorbate 20, Camellia Sinensis Leaf Extract, Glycyrrhiza Glabra Root Extract, Citrus Nobilis Fruit Extract, Citrus Limon Peel Extract, Hyaluronic Acid, Phyllanthus Emblica Fruit Extract, Edta, Tetrasodium Edta, Phenoxyethanol, Chlorphenesin.",
);

export const RETINOL_SERUM = p(
  "Retinol Fusion PM",
  "PETER THOMAS ROTH",
  "Serum",
  "Cyclopentasiloxane, Squalane, Water, Retinol, Tocopheryl Acetate, Ascorbyl Palmitate, Bisabolol, Lecithin, Potassium Phosphate, Pentylene Glycol, Polysorbate-20, Alcohol.",
);

/** Retinol at position 9, before any 1%-line marker. */
export const RETINOL_025 = p(
  "FAB Skin Lab Retinol Serum 0.25% Pure Concentrate",
  "FIRST AID BEAUTY",
  "Serum",
  "Water, Polysorbate 80, Caprylic/Capric Triglyceride, Polysorbate 20, Butylene Glycol, Persea Gratissima (Avocado) Oil, Glycerin, Dimethicone, Retinol, Magnesium Ascorbyl Phosphate, Colloidal Oatmeal, Tocopherol, Hydrolyzed Hyaluronic Acid, Ceramide NP, Acetyl Hexapeptide-8, Linoleic Acid, Allantoin, Phytosteryl Canola Glycerides, Palmitic Acid, Oleic Acid, Glycine Soja (Soybean) Oil, Hydroxypropyl Cyclodextrin, Aloe Barbadensis Leaf Juice, Triolein, Caprylyl Glycol, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Xanthan Gum, Lecithin, Stearic Acid, Maltodextrin, BHT, Phenoxyethanol.",
);

/** Retinyl palmitate at position 29 of 31, after the 1% line (xanthan gum at 11, phenoxyethanol at 15). */
export const OXYGEN_MASK_RETINYL_PALMITATE = p(
  "Oxygen Facial Flash Recovery Mask",
  "DR. BRANDT SKINCARE",
  "Moisturizer",
  "Water, Glycerin, Kaolin, Methyl Perfluorobutyl Ether, Cocamidopropyl Betaine, Methyl Perfluoroisobutyl Ether, Ethyl Perfluorobutyl Ether, Ethyl Perfluoroisobutyl Ether, Pentylene Glycol, Magnesium Aluminum Silicate, Xanthan Gum, Sodium Lauryl Sulfoacetate, Ribose, Perfluorodecalin, Phenoxyethanol, Sodium Lauroyl Sarcosinate, Ppg-26-Buteth-26, Pyrus Malus (Apple) Fruit Extract, Peg-12 Glyceryl Distearate, Caprylyl Glycol, Lavandula Angustifolia (Lavender) Oil, Peg-40 Hydrogenated Castor Oil, Menthyl Lactate, Sodium Chloride, Ethylhexylglycerin, Hexylene Glycol, Sodium Sulfate, Moringa Pterygosperma Seed Extract, Retinyl Palmitate, Camellia Oleifera Leaf Extract, Vitis Vinifera (Grape) Seed Extract.",
);

/** Retinyl palmitate at position 39 of a leave-on night cream. */
export const NIGHT_CREAM_RETINYL_PALMITATE = p(
  "BIENFAIT MULTI-VITAL NIGHT",
  "LANCÔME",
  "Moisturizer",
  "Water, Dimethicone, Hydrogenated Polyisobutene, Mineral Oil, Glycerin, Cetyl Alcohol, Butylene Glycol, Peg-100 Stearate, Glyceryl Stearate, Rice Bran Oil, Corn Oil, Hydroxyethylpiperazine Ethane Sulfonic Acid, Yellow 6, Yellow 5, C13-14 Isoparaffin, Tocopheryl Acetate, Tocopherol, Ascorbyl Glucoside, Hydroxycitronellal, Phenoxyethanol, Magnesium Aspartate, Wheat Germ Oil, Polyacrylamide, Chlorhexidine Digluconate, Polycaprolactone, Panthenol, Pentaerythrityl Tetra-Di-T-Butyl Hydroxyhydrocinnamate, Benzyl Salicylate, Benzyl Alcohol, Linalool, Zinc Gluconate, Caprylyl Glycol, Alpha-Isomethyl Ionone, Copper Gluconate, Sorbitan Tristearate, Microcrystalline Wax, Paraffin, Sesame Seed Oil, Retinyl Palmitate, Butylphenyl Methylpropional, Laureth-7, Hexyl Cinnamal, Soybean Oil, Fragrance.",
);

export const VITAMIN_C_POWDER = p(
  "Turbo Booster C Powder",
  "PHILOSOPHY",
  "Serum",
  "Ascorbic Acid, Panthenol, Zinc Pca, Copper Pca, Camellia Oleifera Leaf Juice, Dipotassium Glycyrrhizinate, Arginine, Cysteine, Aloe Barbadensis Leaf Juice.",
);

export const NIACINAMIDE_SERUM = p(
  "Niacinamide 10% + Zinc 1%",
  "THE ORDINARY",
  "Serum",
  "Aqua (Water), Niacinamide, Pentylene Glycol, Zinc PCA, Dimethyl Isosorbide, Tamarindus Indica Seed Gum, Xanthan gum, Isoceteth-20, Ethoxydiglycol, Phenoxyethanol, Chlorphenesin.",
);

/** A 2.5% benzoyl peroxide gel; the list is abridged from a typical US over-the-counter label. */
export const BENZOYL_PEROXIDE_GEL = p(
  "Benzoyl Peroxide 2.5% Gel",
  "DRUGSTORE",
  "Spot Treatment",
  "Benzoyl Peroxide 2.5%, Water, Glycerin, Bentonite, Dimethicone, Butylene Glycol, Hydroxyethylcellulose, Sodium Polyacrylate, Bisabolol, Allantoin, Ethylhexylglycerin, Phenoxyethanol.",
);

export const ADAPALENE_GEL = p(
  "Differin Gel",
  "DIFFERIN",
  "Spot Treatment",
  "Adapalene 0.1%, Carbomer 940, Edetate Disodium, Methylparaben, Poloxamer 182, Propylene Glycol, Purified Water, Sodium Hydroxide.",
);

export const HYALURONIC_SERUM = p(
  "Mermaid Skin Hyaluronic H2O Serum",
  "TARTE",
  "Serum",
  "Water, Hydroxyethylcellulose, Sodium Hyaluronate, Disodium EDTA, Sodium Nitrate, Algae Extract, Calcium Pantothenate, Glycerin, Phenoxyethanol.",
);

export const HYALURONIC_CLOUD_SERUM = p(
  "Water Drench Hyaluronic Cloud Serum",
  "PETER THOMAS ROTH",
  "Serum",
  "Water, Saccharide Isomerate, Sodium Hyaluronate, Sodium PCA, Hydrolyzed Silk, Algae Extract, Mel (Honey) Extract, Saccharomyces/Iron Ferment, Saccharomyces/Copper Ferment, Saccharomyces/Silicon Ferment, Saccharomyces/Zinc Ferment, Saccharomyces/Magnesium Ferment, Eriodictyon Crassifolium Leaf Extract, Olea Europaea (Olive) Leaf Extract, Opuntia Tuna Flower/Stem Extract, Urea, Trehalose, Sorbitol, Glycerin, Citric Acid, Sodium Citrate, Propylene Glycol, Hexylene Glycol, Butylene Glycol, Polyquaternium-51, Triacetin, Pentylene Glycol, Caprylyl Glycol, Sodium Benzoate, Potassium Sorbate, Disodium EDTA, Potassium Benzoate, Phenoxyethanol.",
);

/** Cetyl alcohol at position 5 (a fatty alcohol, not a drying one); soothing oat, allantoin. */
export const ULTRA_REPAIR_CREAM = p(
  "Ultra Repair Face Moisturizer",
  "FIRST AID BEAUTY",
  "Moisturizer",
  "Water, Glyceryl Stearate Se, Glycerin, Caprylic/Capric Triglyceride, Cetyl Alcohol, Collodial Oatmeal, Dimethicone, Squalane, Urea, Allantoin, Ceramide Np, Butyrospermum Parkii (Shea) Butter, Limnanthes Alba (Meadowfoam) Seed Oil, Persea Gratissima (Avocado) Oil, Chrysanthemum Parthenium (Feverfew) Extract, Camellia Sinensis Leaf Extract, Glycyrrhiza Glabra (Licorice) Root Extract, Caprylyl Glycol, Phenoxyethanol, Carbomer, Sodium Hydroxide, Leuconostoc/Radish Root Ferment Filtrate, Edta.",
);

/** Parfum at position 10, citrus extracts, fragrance allergens at the end. */
export const FRAGRANCED_CREAM = p(
  "Nurture Me Moisturizing Crème",
  "OLEHENRIKSEN",
  "Moisturizer",
  "Water, Helianthus Annuss (Ssunflower) Seed Oil, Glycerin, Dimethicone, Glyceryl Stearate SE, Cyclopentasiloxane, Rosa Canina Fruit Oil, Cetearyl Alcohol, Cetyl Alcohol, Parfum/Fragrance, Ceteareth-20, Phenoxyethanol, Oenothera Biennis (Evening Primrose) Oil, Allantoin, Triticum Vulgare (Wheat) Germ Oil, Carmbomer, Panthenol, Caprylyl Glycol, Hexylene Glycol, Ethylhexylglycerin, Ethylhexyl Methoxycinnamate, Tocopheryl Acetate, Citrus Grandis (Grapefruit) Fruit Extract, Citrus Aurantium Dulcis (Orange) Fruit Extract, Chamomilla Recutita (Matricaria) Flower Extract, Calendula Officinalis Flower Extract, Retinyl Palmitate, Citric Acid, Tocopeherol, Yellow 6 (CI 15985), Ascorbyl Palmitate, Red 40 (CI 16035), BHT, Benzyl Benzoate, Citral, Limonene. Linalool.",
);

/** Alcohol (ethanol) at position 5, fragrance at 11. */
export const ALCOHOL_NECK_CREAM = p(
  "Extra-Firming Neck Anti-Wrinkle Rejuvenating Cream",
  "CLARINS",
  "Moisturizer",
  "Water, Dimethicone, Cetearyl Isononanoate, Glycerin, Alcohol, Cetearyl Alcohol, Cetearyl Ethylhexanoate, C14-22 Alcohols, Cetearyl Glucoside, Phenoxyethanol, Fragrance, C12-20 Alkyl Glucoside, Hdi/Trimethylol Hexyllactone Crosspolymer, Carbomer, Tromethamine, Tocopheryl Acetate, Ethylhexylglycerin, Avena Sativa (Oat) Kernel Extract, Disodium Edta, Hydrolyzed Ulva Lactuca Extract, Potassium Cetyl Phosphate, Musa Sapientum (Banana) Fruit Extract, Bht, Helianthus Annuus (Sunflower) Extract, Silica, Thymus Citriodorus Flower/Leaf Extract, Sodium Benzoate, Steareth-20, Potassium Sorbate.",
);

export const GENTLE_CLEANSER = p(
  "Soy Face Cleanser",
  "FRESH",
  "Cleanser",
  "Water, Coco-Glucoside, Glycerin, Butylene Glycol, PEG-7 GlycerylCocoate, Xanthan Gum, Soybean Oil, Sunflower Seed Oil, Borago Officinalis Seed Oil, Aloe Barbadensis Leaf Juice, Cucumber Fruit Extract, Rosa Damascena Extract, Rosa Damascena Flower Water, Centaurea Cyanus Flower Extract, Soybean Sterols, Panax Ginseng Root Extract, Rosa Damascena Flower Oil, Mallow Flower Extract, Tocopherol, Ascorbyl Palmitate, PEG-120Methyl Glucose Dioleate, PEG-40Hydrogenated Castor Oil, Caprylyl Glycol, Polysorbate20, Caprylic/Capric Triglyceride, Silica, Benzoic Acid, Disodium EDTA, Citric Acid, Behenyl Alcohol, Glyceryl Stearate, Lecithin, Pentylene Glycol, Hydrolyzed Soy Protein, Caramel, Sodium Benzoate, Potassium Sorbate, Phenoxyethanol.",
);

export const SUNSCREEN = p(
  "Unseen Sunscreen Broad Spectrum SPF 40",
  "SUPERGOOP!",
  "Sunscreen",
  "Isododecane, Dimethicone Crosspolymer, Dimethicone/Bis-Isobutyl PPG-20 Crosspolymer, Isohexadecane, Dicaprylyl Carbonate, Meadowfoam Estolide, Polyester-8, Polymethylsilsesquioxane, Caprylic/Capric Triglyceride, Lithothamnion Calcareum Extract, Butyrospermum Parkii (Shea) Butter, Jojoba Esters, Diethylhexyl Syringylidenemalonate, Mannitol, Olibanum, Lecithin, Microcrystalline Cellulose, Diatomaceous Earth, Zinc Sulfate, Silica, Tocopherol.",
);

/** Mineral oil at position 2 and petrolatum at position 4. */
export const MINERAL_OIL_LOTION = p(
  "Dramatically Different Moisturizing Lotion+",
  "CLINIQUE",
  "Moisturizer",
  "Water , Mineral Oil/Paraffinum Liquidum/Huile Minerale , Glycerin , Petrolatum , Stearic Acid , Glyceryl Stearate , Sesamum Indicum (Sesame) Oil , Urea , Lanolin Alcohol , Triethanolamine , Hordeum Vulgare (Barley) Extract/Extrait D'Orge , Cucumis Sativus (Cucumber) Fruit Extract , Helianthus Annuus (Sunflower) Seedcake , Propylene Glycol Dicaprate , Sodium Hyaluronate , Butylene Glycol , Pentylene Glycol , Trisodium Edta , Phenoxyethanol , Yellow 6 (Ci 15985) , Yellow 5 (Ci 19140) , Red 33 (Ci 17200)",
);

/** A gel moisturizer by name. */
export const GEL_MOISTURIZER = p(
  "Dramatically Different Moisturizing Gel",
  "CLINIQUE",
  "Moisturizer",
  "Water , Dimethicone , Isododecane , Butylene Glycol , Bis-Peg-18 Methyl Ether Dimethyl Silane , Glycerin , Laminaria Saccharina Extract , Polygonum Cuspidatum Root Extract , Saccharomyces Lysate Extract , Cucumis Sativus (Cucumber) Fruit Extract , Hordeum Vulgare (Barley) Extract/Extrait D'Orge , Helianthus Annuus (Sunflower) Seedcake , Caffeine , Trehalose , Sodium Hyaluronate , Tocopheryl Acetate , Chamomilla Recutita (Matricaria) , Polysilicone-11 , Silica , Propylene Glycol Dicaprate , Oleth-10 , Lactobacillus Ferment , Laureth-23 , Laureth-4 , Ammonium Acryloyldimethyltaurate/Vp Copolymer , Carbomer , Caprylyl Glycol , Hexylene Glycol , Tromethamine , Disodium Edta , Phenoxyethanol , Potassium Sorbate , Yellow 5 (Ci 19140) , Red 4 (Ci 14700) , Yellow 6 (Ci 15985)",
);

/** Alcohol denat. at position 2 and menthol at position 5. */
export const MENTHOL_TONER = p(
  "Clarifying Lotion 2",
  "CLINIQUE",
  "Toner",
  "Water , Alcohol Denat. , Glycerin , Hamamelis Virginiana (Witch Hazel) , Menthol , Acetyl Glucosamine , Trehalose , Sodium Hyaluronate , Butylene Glycol , Sodium Bicarbonate , Red 6 (Ci 15850) , Red 33 (Ci 17200) , Ext. Violet 2 (Ci 60730)",
);

/** Clove and oregano essential oils. */
export const ESSENTIAL_OIL_SPOT_GEL = p(
  "Super Spot Remover Blemish Treatment Gel",
  "ORIGINS",
  "Spot Treatment",
  "Water, Alcohol Denat., Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Hamamelis Virginiana (Witch Hazel), Eugenia Caryophyllus (Clove) Bud Oil*, Origanum Heracleoticum Flower Oil*, Eugenol, Limonene, Cucumis Sativus (Cucumber) Fruit Extract, Pyrus Malus (Apple) Fruit Extract, Scutellaria Baicalensis Root Extract, Algae Extract, Poria Cocos Sclerotium Extract, Laminaria Saccharina Extract, Lactobacillus Ferment, Glycerin, Caffeine, Butylene Glycol, Tocopheryl Acetate, Magnesium Ascorbyl Phosphate, Sodium Hydroxide, Phenoxyethanol. *Essential Oil.",
);

/** A basic, well-rounded stack used as a starting point in several tests. */
export function baseInput(overrides: Partial<EngineInput> = {}): EngineInput {
  return {
    goal: "anti-aging",
    secondaryGoals: [],
    skinType: "normal",
    skinFeeling: "",
    morningProducts: [GENTLE_CLEANSER, ULTRA_REPAIR_CREAM, SUNSCREEN],
    nightProducts: [GENTLE_CLEANSER, ULTRA_REPAIR_CREAM],
    ...overrides,
  };
}
