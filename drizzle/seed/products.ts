/**
 * The curated product catalogue shipped with the app (source 'catalog'), seeded on first start.
 *
 * Each entry is a real, widely sold product with its ingredient list as the brand publishes it
 * (INCI, comma-separated, in label order). For US over-the-counter drugs (sunscreens, acne
 * treatments, skin protectants) the Drug Facts actives come first with their strength, followed by
 * the labelled inactive ingredients. Formulas change over time: when an exact order matters,
 * check the product's current label. No image URLs: the UI shows a product-type icon.
 *
 * The catalogue is written for this project; it is not derived from the shared Sephora data set.
 */
import { canonicalBarcode } from "../../core/barcode";
import { parseInci } from "../../core/inci";
import { withAnalysis } from "../../core/evaluation/candidate-analysis";
import type { ProductTypeName } from "../../core/domain";
import { OBF_ATTRIBUTION, OBF_LICENCE } from "../../core/open-beauty-facts";
import { products } from "../schema";
import type { AnyPgDatabase } from "../../scripts/seed";
import { DERMO_AND_DRUGSTORE } from "./sourced/dermo-and-drugstore";
import { K_BEAUTY_AND_INDIE } from "./sourced/k-beauty-and-indie";
import type { SourcedProduct } from "./sourced/types";

export interface CatalogProduct {
  brand: string;
  name: string;
  productType: ProductTypeName;
  ingredients: string;
}

type Entry = [brand: string, name: string, ingredients: string];

const ofType = (productType: ProductTypeName, entries: Entry[]): CatalogProduct[] =>
  entries.map(([brand, name, ingredients]) => ({ brand, name, productType, ingredients }));

const CERAVE_CLEANSER_BASE =
  "Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer";

const CLEANSERS = ofType("Cleanser", [
  [
    "CeraVe",
    "Hydrating Facial Cleanser",
    "Aqua/Water, Glycerin, Cetearyl Alcohol, PEG-40 Stearate, Stearyl Alcohol, Potassium Phosphate, " +
      CERAVE_CLEANSER_BASE +
      ", Glyceryl Stearate, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol, Disodium EDTA, Dipotassium Phosphate, Tocopherol, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
  ],
  [
    "CeraVe",
    "Foaming Facial Cleanser",
    "Aqua/Water, Cocamidopropyl Hydroxysultaine, Glycerin, Sodium Lauroyl Sarcosinate, PEG-150 Pentaerythrityl Tetrastearate, Niacinamide, PEG-6 Caprylic/Capric Glycerides, Sodium Methyl Cocoyl Taurate, Propylene Glycol, " +
      CERAVE_CLEANSER_BASE +
      ", Methylparaben, Sodium Chloride, Sodium Lauroyl Lactylate, Cholesterol, Disodium EDTA, Propylparaben, Citric Acid, Sodium Hyaluronate, Phytosphingosine, Xanthan Gum",
  ],
  [
    "CeraVe",
    "Renewing SA Cleanser",
    "Aqua/Water, Sodium Lauroyl Sarcosinate, Cocamidopropyl Hydroxysultaine, Glycerin, Niacinamide, Gluconolactone, Sodium Methyl Cocoyl Taurate, PEG-150 Pentaerythrityl Tetrastearate, " +
      CERAVE_CLEANSER_BASE +
      ", Calcium Gluconate, Salicylic Acid, Sodium Benzoate, Sodium Lauroyl Lactylate, Cholesterol, Phenoxyethanol, Disodium EDTA, Sodium Chloride, Sodium Hydroxide, Citric Acid, Sodium Hyaluronate, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
  ],
  [
    "La Roche-Posay",
    "Toleriane Hydrating Gentle Cleanser",
    "Aqua/Water, Glycerin, Pentaerythrityl Tetraethylhexanoate, Propanediol, Cetyl Alcohol, Ammonium Polyacryloyldimethyl Taurate, Ceramide NP, Niacinamide, Sodium Chloride, Sodium Hydroxide, Polysorbate 60, Behentrimonium Chloride, Myristyl Alcohol, Citric Acid, Caprylyl Glycol",
  ],
  [
    "La Roche-Posay",
    "Effaclar Purifying Foaming Gel",
    "Aqua/Water, Sodium Laureth Sulfate, PEG-8, Coco-Betaine, Hexylene Glycol, Sodium Chloride, PEG-120 Methyl Glucose Dioleate, Zinc PCA, Sodium Hydroxide, Citric Acid, Sodium Benzoate, Phenoxyethanol, Parfum/Fragrance",
  ],
  [
    "Cetaphil",
    "Gentle Skin Cleanser",
    "Water, Glycerin, Cetearyl Alcohol, Panthenol, Niacinamide, Pantolactone, Xanthan Gum, Sodium Cocoyl Isethionate, Sodium Benzoate, Citric Acid",
  ],
  [
    "Bioderma",
    "Sensibio H2O Micellar Water",
    "Aqua/Water/Eau, PEG-6 Caprylic/Capric Glycerides, Fructooligosaccharides, Mannitol, Xylitol, Rhamnose, Cucumis Sativus (Cucumber) Fruit Extract, Propylene Glycol, Cetrimonium Bromide, Disodium EDTA",
  ],
  [
    "Bioderma",
    "Sébium H2O Micellar Water",
    "Aqua/Water/Eau, PEG-6 Caprylic/Capric Glycerides, Sodium Citrate, Zinc Gluconate, Copper Sulfate, Ginkgo Biloba Leaf Extract, Citric Acid, Disodium EDTA, Cetrimonium Bromide, Fragrance (Parfum)",
  ],
  [
    "Garnier",
    "SkinActive Micellar Cleansing Water All-in-1",
    "Aqua/Water, Hexylene Glycol, Glycerin, Disodium Cocoamphodiacetate, Disodium EDTA, Poloxamer 184, Polyaminopropyl Biguanide",
  ],
  [
    "Garnier",
    "SkinActive Micellar Cleansing Water All-in-1 Waterproof",
    "Aqua/Water, Cyclopentasiloxane, Isohexadecane, Potassium Phosphate, Sodium Chloride, Hexylene Glycol, Dipotassium Phosphate, Disodium EDTA, Decyl Glucoside, Polyaminopropyl Biguanide",
  ],
  [
    "L'Oréal Paris",
    "Micellar Cleansing Water Complete Cleanser Normal to Dry Skin",
    "Aqua/Water, Hexylene Glycol, Glycerin, Poloxamer 184, Disodium Cocoamphodiacetate, Disodium EDTA, BHT, Polyaminopropyl Biguanide",
  ],
  [
    "Neutrogena",
    "Oil-Free Acne Wash",
    "Salicylic Acid 2%, Water, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Betaine, Sodium Chloride, PEG-120 Methyl Glucose Dioleate, Polysorbate 20, Linoleamidopropyl PG-Dimonium Chloride Phosphate, Fragrance, Propylene Glycol, Disodium EDTA, Sodium Benzoate, Aloe Barbadensis Leaf Extract, Chamomilla Recutita (Matricaria) Flower Extract, Citric Acid, Sodium Hydroxide, C12-15 Alkyl Lactate, Cocamidopropyl PG-Dimonium Chloride Phosphate, Benzalkonium Chloride, Red 40, Yellow 6",
  ],
  [
    "COSRX",
    "Low pH Good Morning Gel Cleanser",
    "Water, Cocamidopropyl Betaine, Sodium Lauroyl Methyl Isethionate, Polysorbate 20, Styrax Japonicus Branch/Fruit/Leaf Extract, Butylene Glycol, Saccharomyces Ferment, Cryptomeria Japonica Leaf Extract, Nelumbo Nucifera Leaf Extract, Pinus Palustris Leaf Extract, Ulmus Davidiana Root Extract, Oenothera Biennis (Evening Primrose) Flower Extract, Pueraria Lobata Root Extract, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Allantoin, Caprylyl Glycol, Ethylhexylglycerin, Betaine Salicylate, Citric Acid, Ethyl Hexanediol, 1,2-Hexanediol, Trisodium Ethylenediamine Disuccinate, Sodium Benzoate, Disodium EDTA",
  ],
  [
    "Banila Co",
    "Clean It Zero Cleansing Balm Original",
    "Ethylhexyl Palmitate, Cetyl Ethylhexanoate, PEG-20 Glyceryl Triisostearate, Polyethylene, PEG-10 Isostearate, Butylene Glycol, Water, Phenoxyethanol, Sorbitan Sesquioleate, Carica Papaya (Papaya) Fruit Extract, Malpighia Glabra (Acerola) Fruit Extract, Hibiscus Sabdariffa Flower Extract, Ascorbic Acid, Tocopheryl Acetate, Fragrance",
  ],
  [
    "The Ordinary",
    "Squalane Cleanser",
    "Squalane, Aqua (Water), Coco-Caprylate/Caprate, Glycerin, Sucrose Stearate, Ethyl Macadamiate, Caprylic/Capric Triglyceride, Sucrose Laurate, Hydrogenated Starch Hydrolysate, Sucrose Dilaurate, Sucrose Trilaurate, Polyacrylate-13, Polyisobutene, Polysorbate 20, Phenoxyethanol, Chlorphenesin",
  ],
  [
    "DHC",
    "Deep Cleansing Oil",
    "Olea Europaea (Olive) Fruit Oil, Caprylic/Capric Triglyceride, Sorbeth-30 Tetraoleate, Pentylene Glycol, Phenoxyethanol, Tocopherol, Rosmarinus Officinalis (Rosemary) Leaf Oil",
  ],
  [
    "Clinique",
    "Take The Day Off Cleansing Balm",
    "Ethylhexyl Palmitate, Carthamus Tinctorius (Safflower) Seed Oil, Caprylic/Capric Triglyceride, Polyethylene, PEG-20 Glyceryl Triisostearate, Water/Aqua/Eau, Tocopherol, Phenoxyethanol",
  ],
  [
    "Dove",
    "Beauty Bar",
    "Sodium Lauroyl Isethionate, Stearic Acid, Sodium Tallowate, Water, Sodium Isethionate, Lauric Acid, Sodium Stearate, Cocamidopropyl Betaine, Sodium Cocoate, Fragrance, Sodium Chloride, Tetrasodium EDTA, Tetrasodium Etidronate, Titanium Dioxide",
  ],
  [
    "Dove",
    "Sensitive Skin Beauty Bar",
    "Sodium Lauroyl Isethionate, Stearic Acid, Sodium Tallowate, Sodium Isethionate, Water, Lauric Acid, Sodium Stearate, Cocamidopropyl Betaine, Sodium Cocoate, Sodium Chloride, Tetrasodium EDTA, Tetrasodium Etidronate, Titanium Dioxide",
  ],
  [
    "Senka",
    "Perfect Whip",
    "Water, Stearic Acid, Myristic Acid, Potassium Hydroxide, Glycerin, Lauric Acid, Butylene Glycol, Glyceryl Stearate SE, PEG-3 Distearate, Sodium Hyaluronate, Hydrolyzed Silk, Sericin, Tetrasodium Etidronate, Fragrance",
  ],
  [
    "Dr. Bronner's",
    "Pure-Castile Liquid Soap Unscented Baby",
    "Water, Organic Coconut Oil, Potassium Hydroxide, Organic Olive Oil, Organic Hemp Oil, Organic Jojoba Oil, Citric Acid, Tocopherol",
  ],
  [
    "Dr. Bronner's",
    "Pure-Castile Liquid Soap Peppermint",
    "Water, Organic Coconut Oil, Potassium Hydroxide, Organic Olive Oil, Organic Mentha Arvensis, Organic Mentha Piperita, Organic Hemp Oil, Organic Jojoba Oil, Citric Acid, Tocopherol",
  ],
  [
    "Dr. Bronner's",
    "Pure-Castile Liquid Soap Lavender",
    "Water, Organic Coconut Oil, Potassium Hydroxide, Organic Olive Oil, Organic Lavandula Angustifolia (Lavender) Oil, Organic Lavandula Hybrida Oil, Organic Hemp Oil, Organic Jojoba Oil, Citric Acid, Tocopherol",
  ],
  [
    "Dr. Bronner's",
    "Pure-Castile Liquid Soap Tea Tree",
    "Water, Organic Coconut Oil, Potassium Hydroxide, Organic Olive Oil, Organic Melaleuca Alternifolia (Tea Tree) Leaf Oil, Organic Hemp Oil, Organic Jojoba Oil, Citric Acid, Tocopherol",
  ],
  [
    "Dr. Bronner's",
    "Pure-Castile Liquid Soap Eucalyptus",
    "Water, Organic Coconut Oil, Potassium Hydroxide, Organic Olive Oil, Organic Eucalyptus Globulus Leaf Oil, Organic Hemp Oil, Organic Jojoba Oil, Citric Acid, Tocopherol",
  ],
  [
    "Dr. Bronner's",
    "Pure-Castile Liquid Soap Citrus",
    "Water, Organic Coconut Oil, Potassium Hydroxide, Organic Olive Oil, Organic Citrus Aurantium Dulcis (Orange) Peel Oil, Organic Citrus Limon (Lemon) Peel Oil, Organic Citrus Aurantifolia (Lime) Oil, Organic Hemp Oil, Organic Jojoba Oil, Citric Acid, Tocopherol",
  ],
  [
    "La Roche-Posay",
    "Effaclar Medicated Gel Cleanser",
    "Salicylic Acid 2%, Water, Sodium Laureth Sulfate, Decyl Glucoside, Glycerin, Sodium Chloride, Coco-Betaine, Sodium Hydroxide, PEG-150 Pentaerythrityl Tetrastearate, Citric Acid, Hexylene Glycol, PEG-6 Caprylic/Capric Glycerides, Zinc Gluconate, Tetrasodium EDTA, Polyquaternium-47, Menthol, Capryloyl Salicylic Acid, Sodium Benzoate",
  ],
  [
    "CVS Health",
    "Creamy Acne Face Wash",
    "Benzoyl Peroxide 4%, Water, Sodium Cocoyl Isethionate, Cetearyl Alcohol, Cocamidopropyl Betaine, Potassium Lauryl Phosphate, Glycerin, Disodium Laureth Sulfosuccinate, Sodium Hydroxide, Glycolic Acid, Mineral Oil, Lactic Acid, Titanium Dioxide, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Sodium PCA, Dimethyl Isosorbide, Sodium Lauryl Sulfoacetate, Phenoxyethanol, Ethylhexylglycerin",
  ],
]);

const THE_ORDINARY_PRESERVATIVE_TAIL = "Ethylhexylglycerin, 1,2-Hexanediol, Caprylyl Glycol";

const LACTIC_ACID_HA =
  "Aqua (Water), Lactic Acid, Glycerin, Pentylene Glycol, Propanediol, Sodium Hydroxide, Sodium Hyaluronate Crosspolymer, Tasmannia Lanceolata Fruit/Leaf Extract, Acacia Senegal Gum, Xanthan Gum, Isoceteth-20, Trisodium Ethylenediamine Disuccinate, " +
  THE_ORDINARY_PRESERVATIVE_TAIL;

const EXFOLIANTS = ofType("Exfoliant", [
  [
    "Paula's Choice",
    "Skin Perfecting 2% BHA Liquid Exfoliant",
    "Water (Aqua), Methylpropanediol, Butylene Glycol, Salicylic Acid, Polysorbate 20, Camellia Oleifera Leaf Extract, Sodium Hydroxide, Tetrasodium EDTA",
  ],
  [
    "Paula's Choice",
    "Skin Perfecting 2% BHA Gel Exfoliant",
    "Water (Aqua), Methylpropanediol, Butylene Glycol, Salicylic Acid, Hydroxyethylcellulose, Polysorbate 20, Camellia Oleifera Leaf Extract, Sodium Hydroxide, Tetrasodium EDTA",
  ],
  [
    "The Ordinary",
    "Glycolic Acid 7% Toning Solution",
    "Aqua (Water), Glycolic Acid, Rosa Damascena Flower Water, Centaurea Cyanus Flower Water, Aloe Barbadensis Leaf Water, Propanediol, Glycerin, Triethanolamine, Aminomethyl Propanol, Panax Ginseng Root Extract, Tasmannia Lanceolata Fruit/Leaf Extract, Aloe Barbadensis Leaf Extract, Hexyl Nicotinate, Polysorbate 20, Xanthan Gum, Sodium Benzoate, Potassium Sorbate, " +
      THE_ORDINARY_PRESERVATIVE_TAIL,
  ],
  [
    "The Ordinary",
    "AHA 30% + BHA 2% Peeling Solution",
    "Glycolic Acid, Aqua (Water), Aloe Barbadensis Leaf Water, Sodium Hydroxide, Daucus Carota Sativa Extract, Propanediol, Cocamidopropyl Dimethylamine, Salicylic Acid, Lactic Acid, Tartaric Acid, Citric Acid, Panthenol, Sodium Hyaluronate Crosspolymer, Tasmannia Lanceolata Fruit/Leaf Extract, Glycerin, Pentylene Glycol, Xanthan Gum, Polysorbate 20, Trisodium Ethylenediamine Disuccinate, Potassium Sorbate, " +
      THE_ORDINARY_PRESERVATIVE_TAIL,
  ],
  ["The Ordinary", "Lactic Acid 10% + HA", LACTIC_ACID_HA],
  ["The Ordinary", "Lactic Acid 5% + HA", LACTIC_ACID_HA],
  [
    "The Ordinary",
    "Mandelic Acid 10% + HA",
    "Aqua (Water), Mandelic Acid, Propanediol, Sodium Hydroxide, Tasmannia Lanceolata Fruit/Leaf Extract, Sodium Hyaluronate Crosspolymer, Acacia Senegal Gum, Xanthan Gum, Isoceteth-20, Trisodium Ethylenediamine Disuccinate, Ethoxydiglycol, " +
      THE_ORDINARY_PRESERVATIVE_TAIL,
  ],
  [
    "COSRX",
    "BHA Blackhead Power Liquid",
    "Salix Alba (Willow) Bark Water, Butylene Glycol, Betaine Salicylate, Niacinamide, 1,2-Hexanediol, Arginine, Panthenol, Sodium Hyaluronate, Xanthan Gum, Ethyl Hexanediol",
  ],
  [
    "COSRX",
    "AHA 7 Whitehead Power Liquid",
    "Pyrus Malus (Apple) Fruit Water, Butylene Glycol, Glycolic Acid, Water, Sodium Hydroxide, 1,2-Hexanediol, Niacinamide, Panthenol, Sodium Hyaluronate, Xanthan Gum, Ethyl Hexanediol",
  ],
  [
    "Stridex",
    "Maximum Strength Acne Pads",
    "Salicylic Acid 2%, Ammonium Lauryl Sulfate, Ammonium Xylenesulfonate, Citric Acid, DMDM Hydantoin, Fragrance, Menthol, PPG-5-Ceteth-20, Purified Water, Simethicone, Sodium Borate, Tetrasodium EDTA",
  ],
  [
    "Stridex",
    "Sensitive Acne Pads with Aloe",
    "Salicylic Acid 0.5%, Aloe Barbadensis Leaf Juice, Ammonium Lauryl Sulfate, Ammonium Xylenesulfonate, Citric Acid, DMDM Hydantoin, Hamamelis Virginiana (Witch Hazel) Extract, Menthol, PPG-5-Ceteth-20, Purified Water, Sodium Borate, Tetrasodium EDTA",
  ],
]);

const THAYERS_BASE =
  "Purified Water, Glycerin, Phenoxyethanol, Hamamelis Virginiana (Witch Hazel) Extract, Citric Acid";

const THAYERS_ROSE =
  THAYERS_BASE +
  ", Fragrance, Caprylyl Glycol, Aloe Barbadensis Leaf Juice, Sodium Citrate, Ethylhexylglycerin, Rosa Centifolia Flower Water";

const TONERS = ofType("Toner", [
  ["Thayers", "Alcohol-Free Rose Petal Witch Hazel Toner", THAYERS_ROSE],
  [
    "Thayers",
    "Alcohol-Free Unscented Witch Hazel Toner",
    THAYERS_BASE + ", Caprylyl Glycol, Aloe Barbadensis Leaf Juice, Sodium Citrate, Ethylhexylglycerin",
  ],
  [
    "Klairs",
    "Supple Preparation Unscented Toner",
    "Water, Butylene Glycol, Dimethyl Sulfone, Betaine, Caprylic/Capric Triglyceride, Natto Gum, Sodium Hyaluronate, Disodium EDTA, Centella Asiatica Extract, Glycyrrhiza Glabra (Licorice) Root Extract, Polyquaternium-51, Chlorphenesin, Tocopheryl Acetate, Carbomer, Panthenol, Arginine, Luffa Cylindrica Fruit/Leaf/Stem Extract, Beta-Glucan, Althaea Rosea Flower Extract, Aloe Barbadensis Leaf Extract, Hydroxyethylcellulose, Ethylhexylglycerin",
  ],
  [
    "Pixi",
    "Glow Tonic",
    "Aqua/Water/Eau, Aloe Barbadensis Leaf Water, Glycolic Acid, Ammonium Glycolate, Glycerin, Aesculus Hippocastanum (Horse Chestnut) Extract, Hexylene Glycol, Fragrance/Parfum, Panax Ginseng Root Extract, Polysorbate 20, Panthenol, Biotin, Sodium Benzoate, Potassium Sorbate, Disodium EDTA",
  ],
  [
    "COSRX",
    "AHA/BHA Clarifying Treatment Toner",
    "Salix Alba (Willow) Bark Water, Pyrus Malus (Apple) Fruit Water, Butylene Glycol, 1,2-Hexanediol, Sodium Lactate, Glycolic Acid, Betaine Salicylate, Allantoin, Panthenol, Ethyl Hexanediol",
  ],
  [
    "Clinique",
    "Clarifying Lotion 2",
    "Water/Aqua/Eau, Alcohol Denat., Glycerin, Hamamelis Virginiana (Witch Hazel) Water, Butylene Glycol, Salicylic Acid, Sodium Hydroxide, Trehalose, Sodium Hyaluronate, Benzalkonium Chloride, Disodium EDTA",
  ],
  [
    "Bioderma",
    "Hydrabio Tonique",
    "Aqua/Water/Eau, Glycerin, Polysorbate 20, Allantoin, Pyrus Malus (Apple) Fruit Extract, Xylitol, Mannitol, Rhamnose, Fructooligosaccharides, Citric Acid, Niacinamide, Hexyldecanol, Sodium Hydroxide, Cetrimonium Bromide, Disodium EDTA, Fragrance (Parfum)",
  ],
  [
    "Anua",
    "Heartleaf 77% Soothing Toner",
    "Houttuynia Cordata Extract, Water, 1,2-Hexanediol, Glycerin, Betaine, Panthenol, Vitex Agnus-Castus Extract, Chamomilla Recutita (Matricaria) Flower Extract, Portulaca Oleracea Extract, Saccharum Officinarum (Sugar Cane) Extract, Arctium Lappa Root Extract",
  ],
]);

const HADA_LABO_BASE =
  "Water, Butylene Glycol, Glycerin, Pentylene Glycol, Hydroxyethyl Urea, Sodium Acetylated Hyaluronate, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid";

const ESSENCES = ofType("Essence", [
  [
    "COSRX",
    "Advanced Snail 96 Mucin Power Essence",
    "Snail Secretion Filtrate, Betaine, Butylene Glycol, 1,2-Hexanediol, Sodium Polyacrylate, Phenoxyethanol, Sodium Hyaluronate, Allantoin, Ethyl Hexanediol, Carbomer, Panthenol, Arginine",
  ],
  [
    "SK-II",
    "Facial Treatment Essence",
    "Galactomyces Ferment Filtrate, Butylene Glycol, Pentylene Glycol, Water, Sodium Benzoate, Methylparaben, Sorbic Acid",
  ],
  [
    "COSRX",
    "Galactomyces 95 Tone Balancing Essence",
    "Galactomyces Ferment Filtrate, Butylene Glycol, Niacinamide, 1,2-Hexanediol, Betaine, Panthenol, Sodium Hyaluronate, Arginine, Sodium Polyacrylate, Xanthan Gum, Ethyl Hexanediol, Allantoin, Adenosine",
  ],
  [
    "Hada Labo",
    "Gokujyun Hyaluronic Lotion",
    HADA_LABO_BASE + ", PPG-10 Methyl Glucose Ether, Citric Acid, Sodium Citrate, Disodium EDTA, Methylparaben",
  ],
  [
    "Hada Labo",
    "Gokujyun Premium Hyaluronic Lotion",
    HADA_LABO_BASE +
      ", Sodium Hyaluronate Crosspolymer, Hydroxypropyltrimonium Hyaluronate, PPG-10 Methyl Glucose Ether, Citric Acid, Sodium Citrate, Methylparaben",
  ],
  [
    "Missha",
    "Time Revolution The First Treatment Essence Intensive Moist",
    "Saccharomyces Ferment Filtrate, Bifida Ferment Lysate, Water, Diethoxyethyl Succinate, Niacinamide, Hordeum Distichon (Barley) Extract, Phenoxyethanol, Dipropylene Glycol, Dimethicone, Glycerin, Polyquaternium-51, 1,2-Hexanediol, Adenosine, Lecithin, Potassium Sorbate, Cassia Alata Leaf Extract, Lactic Acid, Acetic Acid",
  ],
  [
    "Missha",
    "Time Revolution The First Treatment Essence Rx",
    "Yeast Ferment Extract, 1,2-Hexanediol, Niacinamide, Bifida Ferment Lysate, Oryza Sativa (Rice) Extract, Pearl Powder, Water, Diethoxyethyl Succinate, Propanediol, Sodium PCA, Ethylhexylglycerin, Adenosine, Polyquaternium-51, Butylene Glycol, Vinegar, Glycerin, Ceramide NP, Cholesterol, Hydrogenated Lecithin, Xanthan Gum",
  ],
]);

const RETINOL_IN_SQUALANE =
  "Squalane, Caprylic/Capric Triglyceride, Retinol, Solanum Lycopersicum (Tomato) Fruit Extract, Simmondsia Chinensis (Jojoba) Seed Oil, BHT";

const GRANACTIVE_IN_SQUALANE =
  "Squalane, Dimethyl Isosorbide, Hydroxypinacolone Retinoate, Solanum Lycopersicum (Tomato) Fruit Extract, Simmondsia Chinensis (Jojoba) Seed Oil, BHT";

const SERUMS = ofType("Serum", [
  [
    "The Ordinary",
    "Niacinamide 10% + Zinc 1%",
    "Aqua (Water), Niacinamide, Pentylene Glycol, Zinc PCA, Dimethyl Isosorbide, Tamarindus Indica Seed Gum, Xanthan Gum, Isoceteth-20, Ethoxydiglycol, Phenoxyethanol, Chlorphenesin",
  ],
  [
    "The Ordinary",
    "Hyaluronic Acid 2% + B5",
    "Aqua (Water), Sodium Hyaluronate, Pentylene Glycol, Propanediol, Sodium Hyaluronate Crosspolymer, Panthenol, Ahnfeltia Concinna Extract, Glycerin, Trisodium Ethylenediamine Disuccinate, Citric Acid, Isoceteth-20, Ethoxydiglycol, Ethylhexylglycerin, Hexylene Glycol, 1,2-Hexanediol, Phenoxyethanol, Caprylyl Glycol",
  ],
  [
    "The Ordinary",
    "Alpha Arbutin 2% + HA",
    "Aqua (Water), Alpha-Arbutin, Polyacrylate Crosspolymer-6, Pentylene Glycol, Hydroxyethylcellulose, Lactic Acid, Sodium Hyaluronate, Aminomethyl Propanol, Trisodium Ethylenediamine Disuccinate, " +
      THE_ORDINARY_PRESERVATIVE_TAIL,
  ],
  [
    "The Ordinary",
    "Azelaic Acid Suspension 10%",
    "Aqua (Water), Isodecyl Neopentanoate, Dimethicone, Azelaic Acid, Dimethicone/Bis-Isobutyl PPG-20 Crosspolymer, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Polysilicone-11, Isohexadecane, Tocopherol, Trisodium Ethylenediamine Disuccinate, Polysorbate 60, Chlorphenesin, Phenoxyethanol",
  ],
  ["The Ordinary", "Retinol 0.2% in Squalane", RETINOL_IN_SQUALANE],
  ["The Ordinary", "Retinol 0.5% in Squalane", RETINOL_IN_SQUALANE],
  ["The Ordinary", "Retinol 1% in Squalane", RETINOL_IN_SQUALANE],
  ["The Ordinary", "Granactive Retinoid 2% in Squalane", GRANACTIVE_IN_SQUALANE],
  ["The Ordinary", "Granactive Retinoid 5% in Squalane", GRANACTIVE_IN_SQUALANE],
  [
    "The Ordinary",
    "Vitamin C Suspension 23% + HA Spheres 2%",
    "Ascorbic Acid, Squalane, Isodecyl Neopentanoate, Isononyl Isononanoate, Coconut Alkanes, Ethylene/Propylene/Styrene Copolymer, Sodium Hyaluronate, Coco-Caprylate/Caprate, Butylene/Ethylene/Styrene Copolymer",
  ],
  [
    "The Ordinary",
    "Matrixyl 10% + HA",
    "Aqua (Water), Glycerin, Pentylene Glycol, Propanediol, Sodium Hyaluronate Crosspolymer, Palmitoyl Tripeptide-1, Palmitoyl Tetrapeptide-7, Acacia Senegal Gum, Xanthan Gum, Carbomer, Polysorbate 20, Triethanolamine, Trisodium Ethylenediamine Disuccinate, " +
      THE_ORDINARY_PRESERVATIVE_TAIL,
  ],
  [
    "The Ordinary",
    "Argireline Solution 10%",
    "Aqua (Water), Acetyl Hexapeptide-8, Pentylene Glycol, Propanediol, Xanthan Gum, Sodium Hyaluronate Crosspolymer, Trisodium Ethylenediamine Disuccinate, " +
      THE_ORDINARY_PRESERVATIVE_TAIL,
  ],
  [
    "SkinCeuticals",
    "C E Ferulic",
    "Aqua/Water/Eau, Ethoxydiglycol, Ascorbic Acid, Glycerin, Propylene Glycol, Laureth-23, Phenoxyethanol, Tocopherol, Triethanolamine, Ferulic Acid, Panthenol, Sodium Hyaluronate",
  ],
  [
    "SkinCeuticals",
    "Phloretin CF",
    "Aqua/Water/Eau, Ethoxydiglycol, Ascorbic Acid, Glycerin, Propylene Glycol, Laureth-23, Phloretin, Triethanolamine, Ferulic Acid, Phenoxyethanol, Sodium Hyaluronate",
  ],
  [
    "Estée Lauder",
    "Advanced Night Repair Synchronized Multi-Recovery Complex",
    "Water/Aqua/Eau, Bifida Ferment Lysate, Methyl Gluceth-20, PEG-75, Butylene Glycol, Propanediol, Bis-PEG-18 Methyl Ether Dimethyl Silane, Tripeptide-32, Sodium Hyaluronate, Hydrolyzed Algae Extract, Lactobacillus Ferment, Caffeine, Tocopheryl Acetate, Ethylhexylglycerin, Trehalose, Squalane, Dextrin, Anthemis Nobilis Flower Extract, Glycerin, Sodium RNA, Choleth-24, Ceteth-24, Lecithin, Tromethamine, Oleth-3 Phosphate, Oleth-3, Carbomer, Oleth-5, Hydrogenated Lecithin, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Yeast Extract, Xanthan Gum, Disodium EDTA, BHT, Phenoxyethanol",
  ],
  [
    "Timeless Skin Care",
    "20% Vitamin C + E Ferulic Acid Serum",
    "Water, Ethoxydiglycol, Ascorbic Acid, Propylene Glycol, Tocopherol, Ferulic Acid, Polysorbate 80, Phenoxyethanol, Ethylhexylglycerin, Sodium Hyaluronate",
  ],
  [
    "Vichy",
    "Minéral 89 Hyaluronic Acid Face Serum",
    "Aqua/Water, Glycerin, Butylene Glycol, PEG/PPG/Polybutylene Glycol-8/5/3 Glycerin, Phenoxyethanol, Sodium Hyaluronate, Citric Acid, Caprylyl Glycol, Biosaccharide Gum-1, Carbomer",
  ],
]);

const AMPOULES = ofType("Ampoule", [
  [
    "Derma Factory",
    "Propolis 65% Ampoule",
    "Propolis Extract, Glycerin, Dipropylene Glycol, Triethylhexanoin, 1,2-Hexanediol, Butylene Glycol, Niacinamide, Pentylene Glycol, C14-22 Alcohols, Arginine, Carbomer, C12-20 Alkyl Glucoside, Stearyl Alcohol, Glyceryl Stearate, Ethylhexylglycerin, Adenosine, Disodium EDTA, Helianthus Annuus Seed Oil, Water, Caramel, Glycine Soja Oil, Glucose, Dextrin, Bixa Orellana Seed Oil, Tocopherol",
  ],
  [
    "Mizon",
    "Snail Repair Intensive Ampoule",
    "Snail Secretion Filtrate, Sodium Hyaluronate, Butylene Glycol, Glycerin, Alcohol, Panthenol, Glycereth-26, Punica Granatum Extract, Theobroma Cacao (Cocoa) Extract, Carbomer, Triethanolamine, Trehalose, Copper Tripeptide-1, Human Oligopeptide-1, Palmitoyl Pentapeptide-4, Cornus Officinalis Fruit Extract, Nelumbo Nucifera Flower Extract",
  ],
  [
    "seaNtree",
    "Snail Premium Ampoule",
    "Water, Glycerin, Ethylhexyl Palmitate, Cetyl Ethylhexanoate, Glycereth-26, Butylene Glycol, Niacinamide, Polyglyceryl-10 Oleate, Bis-PEG-18 Methyl Ether Dimethyl Silane, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Phenoxyethanol, Hydrogenated Lecithin, Tromethamine, PEG-60 Hydrogenated Castor Oil, Chlorphenesin, Caprylyl Glycol, Ethylhexylglycerin, Fragrance, Coptis Japonica Root Extract, Benzophenone-5, Adenosine, Disodium EDTA, Simmondsia Chinensis (Jojoba) Seed Oil, Snail Secretion Filtrate, Theobroma Cacao (Cocoa) Extract, Dextrin, Squalane, Saccharide Hydrolysate, BHT, Hydrolyzed Lupine Protein, Maltodextrin, Solanum Lycopersicum (Tomato) Fruit Extract, Hydrolyzed Acacia Macrostachya Seed Extract, Ceramide NP, Pearl Extract",
  ],
  [
    "COSRX",
    "Full Fit Propolis Light Ampoule",
    "Propolis Extract, Butylene Glycol, Glycerin, Betaine, 1,2-Hexanediol, Cassia Obtusifolia Seed Extract, Dimethicone, Panthenol, Sodium Polyacrylate, Arginine, Carbomer, Sodium Hyaluronate, Ethyl Hexanediol, Xanthan Gum",
  ],
  [
    "Anua",
    "Heartleaf 80% Soothing Ampoule",
    "Houttuynia Cordata Extract, Water, 1,2-Hexanediol, Glycerin, Butylene Glycol, Panthenol, Betaine, Sodium Hyaluronate, Carbomer, Arginine, Allantoin, Ethylhexylglycerin, Disodium EDTA",
  ],
]);

const PAULAS_CHOICE_CLEAR_BASE =
  "Water (Aqua), Propylene Glycol, Bisabolol, Allantoin, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Hydroxyethylcellulose, Sodium Citrate, Laureth-4, Caprylyl Glycol, Hexylene Glycol, Sodium Hydroxide, Disodium EDTA, Phenoxyethanol";

const SPOT_TREATMENTS = ofType("Spot Treatment", [
  [
    "Differin",
    "Adapalene Gel 0.1% Acne Treatment",
    "Adapalene 0.1%, Carbomer 940, Edetate Disodium, Methylparaben, Poloxamer 182, Propylene Glycol, Purified Water, Sodium Hydroxide",
  ],
  ["Mario Badescu", "Drying Lotion", "Alcohol, Calamine, Salicylic Acid, Sulfur, Zinc Oxide, Camphor"],
  [
    "COSRX",
    "Acne Pimple Master Patch",
    "Cellulose Gum, Styrene Isoprene Styrene Block Copolymer, Polyisobutylene, Petroleum Resin, Liquid Paraffin, Polyurethane Film",
  ],
  [
    "Neutrogena",
    "Stubborn Acne AM Treatment",
    "Benzoyl Peroxide 2.5%, Water, Carbomer Homopolymer Type B, Ethylhexylglycerin, Sodium Hydroxide, Chlorphenesin, Disodium EDTA, Laureth-4, Hydroxypropyl Methylcellulose",
  ],
  [
    "Paula's Choice",
    "CLEAR Regular Strength Daily Skin Clearing Treatment with 2.5% Benzoyl Peroxide",
    "Benzoyl Peroxide 2.5%, " + PAULAS_CHOICE_CLEAR_BASE,
  ],
  [
    "Paula's Choice",
    "CLEAR Extra Strength Daily Skin Clearing Treatment with 5% Benzoyl Peroxide",
    "Benzoyl Peroxide 5%, " + PAULAS_CHOICE_CLEAR_BASE,
  ],
  [
    "Mederma",
    "Advanced Scar Gel",
    "Water, PEG-4, Allium Cepa (Onion) Bulb Extract, Xanthan Gum, Allantoin, Fragrance, Methylparaben, Sorbic Acid",
  ],
  [
    "Acnecide",
    "5% w/w Gel",
    "Benzoyl Peroxide 5%, Purified Water, Docusate Sodium, Disodium Edetate, Poloxamer 182, Carbomer 940, Propylene Glycol, Glycerol, Colloidal Anhydrous Silica, Sodium Hydroxide",
  ],
]);

const EYE_CREAMS = ofType("Eye Cream", [
  [
    "Kiehl's",
    "Creamy Eye Treatment with Avocado",
    "Aqua/Water, Cyclohexasiloxane, Glycerin, Persea Gratissima Oil/Avocado Oil, Butyrospermum Parkii Butter/Shea Butter, Stearic Acid, Glyceryl Stearate, Butylene Glycol, Cetyl Alcohol, PEG-100 Stearate, Caprylyl Glycol, Palmitic Acid, Carbomer, Sodium Hydroxide, Tocopherol, Beta-Carotene, Disodium EDTA, Phenoxyethanol",
  ],
  [
    "The Ordinary",
    "Caffeine Solution 5% + EGCG",
    "Aqua (Water), Caffeine, Maltodextrin, Glycerin, Propanediol, Epigallocatechin Gallatyl Glucoside, Gallyl Glucoside, Hyaluronic Acid, Oxidized Glutathione, Melanin, Glycine Soja Seed Extract, Lactic Acid/Glycolic Acid Copolymer, Polyvinyl Alcohol, Hydroxyethylcellulose, Pentylene Glycol, Trisodium Ethylenediamine Disuccinate, Phenoxyethanol, Chlorphenesin",
  ],
  [
    "Neutrogena",
    "Hydro Boost+ Caffeine Eye Gel Cream",
    "Water, Glycerin, Dimethicone, Cetearyl Olivate, Caffeine, Sorbitan Olivate, Ammonium Acryloyldimethyltaurate/VP Copolymer, Caprylyl Glycol, Panthenol, Ethylhexylglycerin, Dimethicone Crosspolymer, Dimethiconol, Acetyl Glucosamine, Sodium Hyaluronate, Steareth-20, N-Hydroxysuccinimide, Chrysin, Palmitoyl Tripeptide-1, Palmitoyl Tetrapeptide-7",
  ],
  [
    "Neutrogena",
    "Rapid Wrinkle Repair Eye Cream",
    "Water, Pentaerythrityl Tetraethylhexanoate, Dimethicone, Glycerin, PPG-15 Stearyl Ether, Cetearyl Alcohol, Stearyl Alcohol, Butylene Glycol, Ceteareth-20, Isohexadecane, Trisiloxane, Dimethicone Crosspolymer, Phenoxyethanol, Caprylyl Glycol, Ammonium Acryloyldimethyltaurate/VP Copolymer, Polyacrylamide, Polyethylene, Chlorphenesin, C13-14 Isoparaffin, PTFE, Hydrolyzed Myrtus Communis Leaf Extract, BHT, Sodium Hyaluronate, Disodium EDTA, Laureth-7, Ascorbic Acid, Polysorbate 20, Retinol, Sodium Hydroxide",
  ],
  [
    "Clear Skincare",
    "Brightening Eye Cream",
    "Water, Glycerin, Cetearyl Alcohol, Isopropyl Myristate, Caprylic/Capric Triglyceride, Potassium Cetyl Phosphate, 1,2-Hexanediol, Butyrospermum Parkii Butter, PEG-20 Stearate, Caffeine, Hydroxyacetophenone, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Aminomethyl Propanol, Ascorbyl Glucoside, Ferulic Acid, Ubiquinone, Disodium EDTA",
  ],
]);

const MOISTURIZERS = ofType("Moisturizer", [
  [
    "CeraVe",
    "Moisturizing Cream",
    "Aqua/Water, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Cetyl Alcohol, Ceteareth-20, Petrolatum, Potassium Phosphate, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Dimethicone, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol, Disodium EDTA, Dipotassium Phosphate, Tocopherol, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
  ],
  [
    "CeraVe",
    "PM Facial Moisturizing Lotion",
    "Purified Water, Glycerin, Caprylic/Capric Triglyceride, Niacinamide, Cetearyl Alcohol, Ceteareth-20, Potassium Phosphate, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Dimethicone, Glyceryl Stearate, PEG-100 Stearate, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol, Disodium EDTA, Dipotassium Phosphate, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
  ],
  [
    "CeraVe",
    "Daily Moisturizing Lotion",
    "Aqua/Water, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Cetyl Alcohol, Dimethicone, Ceteareth-20, Polyglyceryl-3 Diisostearate, Potassium Phosphate, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Glyceryl Stearate, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, PEG-100 Stearate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol, Disodium EDTA, Dipotassium Phosphate, Tocopherol, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
  ],
  [
    "CeraVe",
    "Healing Ointment",
    "Petrolatum 46.5%, Mineral Oil, Ceresin, Lanolin Alcohol, Panthenol, Dimethicone, Ceramide NP, Ceramide AP, Ceramide EOP, Phytosphingosine, Cholesterol, Bisabolol",
  ],
  [
    "CeraVe",
    "Baby Moisturizing Lotion",
    "Dimethicone 1%, Purified Water, Caprylic/Capric Triglyceride, Cetostearyl Alcohol, Cetyl Alcohol, Emulsifying Wax, Phenoxyethanol, Niacinamide, Ceramide 3, Ceramide 6-II, Ceramide 1, Hyaluronic Acid, Allantoin, Tocopheryl Acetate, Lauric Acid, Zinc Citrate, Polyglyceryl-3 Diisostearate, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Arginine PCA, Potassium Phosphate, Dipotassium Phosphate, EDTA, Sodium PCA, Phytosphingosine, Cholesterol, Xanthan Gum, Carbomer, Ethylhexylglycerin",
  ],
  [
    "Cetaphil",
    "Moisturizing Cream",
    "Water, Glycerin, Petrolatum, Dicaprylyl Ether, Dimethicone, Glyceryl Stearate, Cetyl Alcohol, Prunus Amygdalus Dulcis (Sweet Almond) Oil, PEG-30 Stearate, Tocopheryl Acetate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Dimethiconol, Benzyl Alcohol, Phenoxyethanol, Glyceryl Acrylate/Acrylic Acid Copolymer, Propylene Glycol, Disodium EDTA, Sodium Hydroxide",
  ],
  [
    "Cetaphil",
    "Moisturizing Lotion",
    "Water, Glycerin, Hydrogenated Polyisobutene, Cetearyl Alcohol, Macadamia Integrifolia Seed Oil, Dimethicone, Tocopheryl Acetate, Stearoxytrimethylsilane, Stearyl Alcohol, Panthenol, Farnesol, Benzyl Alcohol, Phenoxyethanol, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Sodium Hydroxide, Citric Acid",
  ],
  [
    "Vanicream",
    "Moisturizing Skin Cream",
    "Purified Water, White Petrolatum, Sorbitol, Cetearyl Alcohol, Propylene Glycol, Ceteareth-20, Simethicone, Glyceryl Stearate, PEG-30 Stearate, Sorbic Acid, BHT",
  ],
  [
    "Neutrogena",
    "Hydro Boost Water Gel",
    "Water, Dimethicone, Glycerin, Dimethicone/Vinyl Dimethicone Crosspolymer, Phenoxyethanol, Polyacrylamide, Cetearyl Olivate, Sorbitan Olivate, C13-14 Isoparaffin, Dimethiconol, Sodium Hyaluronate, Chlorphenesin, Laureth-7, Ethylhexylglycerin, Carbomer, Sodium Hydroxide, Blue 1",
  ],
  [
    "Neutrogena",
    "Norwegian Formula Hand Cream",
    "Glycerin, Water, Stearic Acid, Sodium Cetearyl Sulfate, Methylparaben, Propylparaben, Dilauryl Thiodipropionate",
  ],
  [
    "La Roche-Posay",
    "Cicaplast Baume B5",
    "Aqua/Water, Hydrogenated Polyisobutene, Dimethicone, Glycerin, Butyrospermum Parkii Butter/Shea Butter, Panthenol, Butylene Glycol, Aluminum Starch Octenylsuccinate, Propanediol, Cetyl PEG/PPG-10/1 Dimethicone, Tristearin, Zinc Gluconate, Madecassoside, Manganese Gluconate, Magnesium Sulfate, Disodium EDTA, Copper Gluconate, Acetylated Glycol Stearate, Polyglyceryl-4 Isostearate, Sodium Benzoate",
  ],
  [
    "La Roche-Posay",
    "Toleriane Double Repair Matte Face Moisturizer",
    "Aqua/Water/Eau, Glycerin, Silica, Betaine, Niacinamide, Cetearyl Isononanoate, Zea Mays Starch/Corn Starch, Ceramide NP, Carbomer, Glyceryl Stearate Citrate, Sodium Hyaluronate, Sodium Hydroxide, Perlite, Hydroxyacetophenone, Caprylyl Glycol, Xanthan Gum",
  ],
  [
    "Avène",
    "Cicalfate+ Restorative Protective Cream",
    "Avene Thermal Spring Water (Avene Aqua), Caprylic/Capric Triglyceride, Mineral Oil (Paraffinum Liquidum), Glycerin, Hydrogenated Vegetable Oil, Zinc Oxide, Propylene Glycol Dicaprylate/Dicaprate, PEG-30 Dipolyhydroxystearate, Aluminum Stearate, Beeswax (Cera Alba), Magnesium Sulfate, Sucralfate, Magnesium Stearate, Copper Sulfate, Zinc Sulfate",
  ],
  [
    "Aquaphor",
    "Healing Ointment",
    "Petrolatum 41%, Mineral Oil, Ceresin, Lanolin Alcohol, Panthenol, Glycerin, Bisabolol",
  ],
  [
    "Eucerin",
    "Original Healing Cream",
    "Water, Petrolatum, Mineral Oil, Ceresin, Lanolin Alcohol, Methylchloroisothiazolinone, Methylisothiazolinone",
  ],
  [
    "Clinique",
    "Dramatically Different Moisturizing Lotion+",
    "Water, Mineral Oil, Glycerin, Petrolatum, Stearic Acid, Glyceryl Stearate, Sesamum Indicum (Sesame) Oil, Urea, Lanolin Alcohol, Triethanolamine, Hordeum Vulgare (Barley) Extract, Cucumis Sativus (Cucumber) Fruit Extract, Helianthus Annuus (Sunflower) Seedcake, Propylene Glycol Dicaprate, Sodium Hyaluronate, Pentylene Glycol, Trisodium EDTA, Phenoxyethanol",
  ],
  [
    "Kiehl's",
    "Ultra Facial Cream",
    "Aqua/Water, Glycerin, Cyclohexasiloxane, Squalane, Bis-PEG-18 Methyl Ether Dimethyl Silane, Sucrose Stearate, Stearyl Alcohol, PEG-8 Stearate, Myristyl Myristate, Pentaerythrityl Tetraethylhexanoate, Prunus Armeniaca Kernel Oil/Apricot Kernel Oil, Glyceryl Stearate, Cetyl Alcohol, Persea Gratissima Oil/Avocado Oil, Olea Europaea Fruit Oil/Olive Fruit Oil, Stearic Acid, Palmitic Acid, Tocopherol, Caprylyl Glycol, Disodium EDTA, Carbomer, Sodium Hydroxide, Phenoxyethanol",
  ],
  [
    "Weleda",
    "Skin Food Original Ultra-Rich Cream",
    "Water (Aqua), Helianthus Annuus (Sunflower) Seed Oil, Lanolin, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Alcohol, Cera Alba (Beeswax), Glycerin, Polyglyceryl-3 Polyricinoleate, Chamomilla Recutita (Matricaria) Flower Extract, Calendula Officinalis Flower Extract, Viola Tricolor Extract, Rosmarinus Officinalis (Rosemary) Leaf Extract, Fragrance (Parfum), Limonene, Linalool, Geraniol, Citral, Coumarin",
  ],
  [
    "Nivea",
    "Creme",
    "Aqua, Paraffinum Liquidum, Cera Microcristallina, Glycerin, Lanolin Alcohol (Eucerit), Paraffin, Panthenol, Magnesium Sulfate, Decyl Oleate, Octyldodecanol, Aluminum Stearates, Citric Acid, Magnesium Stearate, Limonene, Geraniol, Hydroxycitronellal, Linalool, Citronellol, Benzyl Benzoate, Alpha-Isomethyl Ionone, Benzyl Alcohol, Parfum",
  ],
  [
    "The Ordinary",
    "Natural Moisturizing Factors + HA",
    "Aqua (Water), Caprylic/Capric Triglyceride, Cetyl Alcohol, Propanediol, Stearyl Alcohol, Glycerin, Sodium Hyaluronate, Arginine, Aspartic Acid, Glycine, Alanine, Serine, Valine, Isoleucine, Proline, Threonine, Histidine, Phenylalanine, Glucose, Maltose, Fructose, Trehalose, Sodium PCA, PCA, Sodium Lactate, Urea, Allantoin, Linoleic Acid, Oleic Acid, Phytosteryl Canola Glycerides, Palmitic Acid, Stearic Acid, Lecithin, Triolein, Tocopherol, Carbomer, Isoceteth-20, Polysorbate 60, Sodium Chloride, Citric Acid, Trisodium Ethylenediamine Disuccinate, Pentylene Glycol, Triethanolamine, Sodium Hydroxide, Phenoxyethanol, Chlorphenesin",
  ],
  [
    "COSRX",
    "Advanced Snail 92 All in one Cream",
    "Snail Secretion Filtrate, Betaine, Caprylic/Capric Triglyceride, Cetearyl Olivate, Sorbitan Olivate, Sodium Hyaluronate, Cetearyl Alcohol, Stearic Acid, Arginine, Dimethicone, Carbomer, Panthenol, Allantoin, Sodium Polyacrylate, Xanthan Gum, Ethyl Hexanediol, Adenosine, Phenoxyethanol",
  ],
  [
    "First Aid Beauty",
    "Ultra Repair Cream Intense Hydration",
    "Colloidal Oatmeal 0.5%, Water, Stearic Acid, Glycerin, C12-15 Alkyl Benzoate, Caprylic/Capric Triglyceride, Glyceryl Stearate, Glyceryl Stearate SE, Cetearyl Alcohol, Butyrospermum Parkii (Shea Butter), Squalane, Allantoin, Eucalyptus Globulus Leaf Oil, Xanthan Gum, Sodium Hydroxide, Caprylyl Glycol, Chrysanthemum Parthenium (Feverfew) Extract, Camellia Sinensis Leaf Extract, Glycyrrhiza Glabra (Licorice) Root Extract, Phenoxyethanol, Disodium EDTA",
  ],
  [
    "Olay",
    "Regenerist Micro-Sculpting Cream",
    "Water, Glycerin, Niacinamide, Isohexadecane, Dimethicone, Aluminum Starch Octenylsuccinate, Isopropyl Isostearate, Panthenol, Stearyl Alcohol, Behenyl Alcohol, Polyethylene, Sodium Acrylates Copolymer, Dimethiconol, Cetyl Alcohol, Tocopheryl Acetate, Cetearyl Glucoside, PEG-100 Stearate, Allantoin, Stearic Acid, Palmitic Acid, Methylparaben, Palmitoyl Pentapeptide-4, Benzyl Alcohol, Propylparaben, Ethylparaben, Disodium EDTA, Fragrance",
  ],
  [
    "Aveeno",
    "Daily Moisturizing Lotion",
    "Dimethicone 1.25%, Water, Glycerin, Distearyldimonium Chloride, Petrolatum, Isopropyl Palmitate, Cetyl Alcohol, Avena Sativa (Oat) Kernel Flour, Benzyl Alcohol, Sodium Chloride",
  ],
  [
    "Aveeno",
    "Eczema Therapy Daily Moisturizing Cream",
    "Colloidal Oatmeal 1%, Water, Glycerin, Panthenol, Distearyldimonium Chloride, Petrolatum, Isopropyl Palmitate, Cetyl Alcohol, Dimethicone, Avena Sativa (Oat) Kernel Oil, Avena Sativa (Oat) Kernel Extract, Ceramide NP, Steareth-20, Benzalkonium Chloride, Sodium Chloride",
  ],
  [
    "Egyptian Magic",
    "All Purpose Skin Cream",
    "Olive Oil, Bees Wax, Honey, Bee Pollen, Royal Jelly, Bee Propolis",
  ],
  [
    "E45",
    "Dermatological Moisturising Cream",
    "White Soft Paraffin 14.5%, Light Liquid Paraffin 12.6%, Anhydrous Lanolin 1%, Glyceryl Monostearate, Cetyl Alcohol, Macrogol Stearate, Methyl Hydroxybenzoate, Propyl Hydroxybenzoate, Carbomer, Sodium Hydroxide, Purified Water",
  ],
  [
    "Diprobase",
    "Emollient Cream",
    "White Soft Paraffin 15%, Liquid Paraffin 6%, Cetomacrogol 1000, Cetostearyl Alcohol, Chlorocresol, Sodium Phosphate Dihydrogen Dihydrate, Phosphoric Acid, Sodium Hydroxide, Purified Water",
  ],
]);

const OILS = ofType("Oil", [
  [
    "Bio-Oil",
    "Skincare Oil",
    "Paraffinum Liquidum, Triisononanoin, Cetearyl Ethylhexanoate, Isopropyl Myristate, Retinyl Palmitate, Helianthus Annuus Seed Oil, Tocopheryl Acetate, Anthemis Nobilis Flower Oil, Lavandula Angustifolia Oil, Rosmarinus Officinalis Leaf Oil, Calendula Officinalis Extract, Glycine Soja Oil, Bisabolol, Parfum, BHT, Benzyl Salicylate, Citronellol, Coumarin, Eugenol, Farnesol, Geraniol, Hydroxycitronellal, Limonene, Linalool, CI 26100",
  ],
  [
    "Kiehl's",
    "Midnight Recovery Concentrate",
    "Caprylic/Capric Triglyceride, Squalane, Coriandrum Sativum (Coriander) Fruit Oil, Oenothera Biennis Oil/Evening Primrose Oil, Rosa Canina Fruit Oil, Lavandula Angustifolia Oil/Lavender Oil, Rosmarinus Officinalis Leaf Oil/Rosemary Leaf Oil, Origanum Majorana Leaf Oil, Pelargonium Graveolens Flower Oil, Tocopherol, Linalool, Limonene, Citronellol, Geraniol",
  ],
  [
    "Neutrogena",
    "Body Oil Light Sesame Formula",
    "Isopropyl Myristate, Sesamum Indicum (Sesame) Seed Oil, PEG-40 Sorbitan Peroleate, Fragrance, Propylparaben, BHT",
  ],
  [
    "Herbivore",
    "Lapis Blue Tansy Face Oil",
    "Squalane, Cucumis Sativus (Cucumber) Seed Oil, Nigella Sativa (Black Cumin) Seed Oil, Tanacetum Annuum (Blue Tansy) Flower Oil, Helichrysum Italicum Flower Oil, Tocopherol",
  ],
  [
    "Clarins",
    "Blue Orchid Face Treatment Oil",
    "Corylus Avellana (Hazel) Seed Oil, Rosa Canina Fruit Oil, Calophyllum Inophyllum Seed Oil, Pogostemon Cablin Oil, Rosmarinus Officinalis (Rosemary) Leaf Oil, Orchis Mascula Flower Extract, Citral, Geraniol, Limonene, Linalool, Citronellol",
  ],
  [
    "Nuxe",
    "Huile Prodigieuse Multi-Purpose Dry Oil",
    "Caprylic/Capric Triglyceride, Dicaprylyl Ether, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Macadamia Ternifolia Seed Oil, Corylus Avellana (Hazel) Seed Oil, Tocopherol, Parfum (Fragrance), Camellia Kissi Seed Oil, Borago Officinalis Seed Oil, Glycine Soja (Soybean) Oil, Hypericum Perforatum Flower/Leaf/Stem Extract, Coumarin, Limonene, Linalool, Rosmarinus Officinalis (Rosemary) Leaf Extract",
  ],
  [
    "Weleda",
    "Arnica Massage Oil",
    "Prunus Amygdalus Dulcis (Sweet Almond) Oil, Olea Europaea (Olive) Fruit Oil, Fragrance (Parfum), Betula Alba Leaf Extract, Arnica Montana Flower Extract, Limonene, Linalool, Geraniol, Coumarin, Citral",
  ],
]);

const SUPERGOOP_UNSEEN =
  "Avobenzone 3%, Homosalate 8%, Octisalate 5%, Octocrylene 4%, Isododecane, Dimethicone Crosspolymer, Dimethicone/Bis-Isobutyl PPG-20 Crosspolymer, Polymethylsilsesquioxane, Isohexadecane, Caprylic/Capric Triglyceride, Meadowfoam Estolide, Jojoba Esters, Lepidium Meyenii Root Extract, Boswellia Serrata Extract, Tocopherol";

const ELTAMD_UV_CLEAR =
  "Zinc Oxide 9%, Octinoxate 7.5%, Purified Water, Cyclopentasiloxane, Niacinamide, Octyldodecyl Neopentanoate, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Polyisobutene, PEG-7 Trimethylolpropane Coconut Ether, Sodium Hyaluronate, Tocopheryl Acetate, Lactic Acid, Oleth-3 Phosphate, Phenoxyethanol, Butylene Glycol, Triethoxycaprylylsilane";

const SUNSCREENS = ofType("Sunscreen", [
  ["Supergoop!", "Unseen Sunscreen SPF 40", SUPERGOOP_UNSEEN],
  [
    "Supergoop!",
    "Mattescreen SPF 40",
    "Titanium Dioxide 0.7%, Zinc Oxide 17%, Cyclopentasiloxane, Coco-Caprylate, Isododecane, Coco-Caprylate/Caprate, Dimethicone Crosspolymer, Silica Dimethyl Silylate, Dimethicone/Bis-Isobutyl PPG-20 Crosspolymer, Argania Spinosa Kernel Oil, Tocopheryl Acetate, C12-15 Alkyl Benzoate, Polyglyceryl-3 Polyricinoleate, Dimethicone, CI 77492, Water, Isostearic Acid, Propanediol, Ethylhexylglycerin, PEG/PPG-18/18 Dimethicone, Bisabolol, Alumina, Hydrogen Dimethicone, CI 77491, Polyhydroxystearic Acid, CI 77499, Buddleja Officinalis Flower Extract, Triethoxycaprylylsilane, Hydrangea Arborescens Root Extract, Morus Alba Root Extract, Polysorbate 20, Resveratrol, Scutellaria Lateriflora Extract, Caprylyl Glycol, Hexylene Glycol, Pentapeptide-21",
  ],
  [
    "Supergoop!",
    "Superscreen Hydrating Daily Cream SPF 40",
    "Avobenzone 3%, Homosalate 6%, Octisalate 5%, Octocrylene 1.5%, Water, Carthamus Tinctorius Oleosomes, Glycerin, C12-15 Alkyl Benzoate, Polyester-7, Ammonium Acryloyldimethyltaurate/VP Copolymer, Neopentyl Glycol Diheptanoate, Ectoin, Hydroxyacetophenone, Chlorphenesin, Inulin Lauryl Carbamate, Aphanizomenon Flos-Aquae Extract, Diethylhexyl Syringylidenemalonate, Caprylic/Capric Triglyceride, Triolein, Ceramide NP, Glyceryl Dioleate",
  ],
  [
    "Supergoop!",
    "Glowscreen SPF 40",
    "Avobenzone 3%, Octisalate 5%, Octocrylene 10%, Water, Propanediol, Butyloctyl Salicylate, Glycerin, C12-15 Alkyl Benzoate, Polymethylsilsesquioxane, Niacinamide, Glyceryl Stearate Citrate, CI 77163, Mica, Titanium Dioxide, Lauryl Lactate, Isododecane, Isodecyl Neopentanoate, Glyceryl Stearate, Diisopropyl Sebacate, Cetyl Phosphate, Caprylic/Capric Triglyceride, Coco-Caprylate, Ethylhexyl Hydroxystearate, Butylene Glycol, Arginine, Hydroxyacetophenone, Caprylyl Glycol, 1,2-Hexanediol, Iron Oxides, Sodium Hyaluronate, Chlorphenesin, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Trisodium Ethylenediamine Disuccinate, Phospholipids, Limonium Gerberi Extract, Leuconostoc/Radish Root Ferment Filtrate, Theobroma Cacao Seed Extract, Pantothenic Acid, Tocopherol, Helianthus Annuus Seed Oil, Ferulic Acid",
  ],
  ["EltaMD", "UV Clear Broad-Spectrum SPF 46", ELTAMD_UV_CLEAR],
  ["EltaMD", "UV Clear Tinted Broad-Spectrum SPF 46", ELTAMD_UV_CLEAR + ", Iron Oxides"],
  [
    "EltaMD",
    "UV Shield Broad-Spectrum SPF 45",
    "Zinc Oxide 9%, Octinoxate 7.5%, Purified Water, Isopropyl Palmitate, Octyl Stearate, Cetearyl Alcohol, Polysorbate 60, Oleth-3 Phosphate, Phenoxyethanol, Cetearyl Glucoside, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Polyisobutene, Polyether-1, Butylene Glycol, PEG-7 Trimethylolpropane Coconut Ether, Tocopheryl Acetate, Citric Acid, Iodopropynyl Butylcarbamate, Triethoxycaprylylsilane",
  ],
  [
    "Beauty of Joseon",
    "Relief Sun: Rice + Probiotics SPF50+ PA++++",
    "Water, Oryza Sativa (Rice) Extract, Dibutyl Adipate, Propanediol, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Polymethylsilsesquioxane, Ethylhexyl Triazone, Methylene Bis-Benzotriazolyl Tetramethylbutylphenol, Coco-Caprylate/Caprate, Caprylyl Methicone, Diethylhexyl Butamido Triazone, Glycerin, Butylene Glycol, Oryza Sativa (Rice) Germ Extract, Niacinamide, Dipropylene Glycol, Camellia Sinensis Leaf Extract, Lactobacillus/Pumpkin Ferment Extract, Bacillus/Soybean Ferment Extract, Saccharomyces/Rice Ferment Filtrate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Behenyl Alcohol, Poly C10-30 Alkyl Acrylate, Polyglyceryl-3 Methylglucose Distearate, Decyl Glucoside, Tromethamine, Carbomer, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, 1,2-Hexanediol, Sodium Stearoyl Glutamate, Polyacrylate Crosspolymer-6, Ethylhexylglycerin, Adenosine, Xanthan Gum, Tocopherol",
  ],
  [
    "La Roche-Posay",
    "Anthelios UVMune 400 Invisible Fluid SPF50+",
    "Aqua/Water, Alcohol Denat., Diisopropyl Sebacate, Silica, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Ethylhexyl Triazone, Methylene Bis-Benzotriazolyl Tetramethylbutylphenol, Drometrizole Trisiloxane, Terephthalylidene Dicamphor Sulfonic Acid, Methoxypropylamino Cyclohexenylidene Ethoxyethylcyanoacetate, Propanediol, Triethanolamine, Decyl Glucoside, Glyceryl Isostearate, Tocopherol, Xanthan Gum, Disodium EDTA, Caprylyl Glycol",
  ],
  [
    "La Roche-Posay",
    "Toleriane Double Repair Face Moisturizer UV SPF 30",
    "Avobenzone 3%, Homosalate 5%, Octisalate 5%, Octocrylene 7%, Water (La Roche-Posay Prebiotic Thermal Water), Glycerin, Silica, Dimethicone, Niacinamide, PEG-100 Stearate, Glyceryl Stearate, Stearic Acid, Stearyl Alcohol, Allantoin, Ceramide NP, Dimethicone/Vinyl Dimethicone Crosspolymer, Sodium Hydroxide, Myristic Acid, Myristyl Alcohol, Palmitic Acid, Ammonium Polyacryloyldimethyl Taurate, Disodium EDTA, Capryloyl Glycine, Caprylyl Glycol, Citric Acid, Xanthan Gum, T-Butyl Alcohol, Cetyl Alcohol, Tocopherol",
  ],
  [
    "CeraVe",
    "AM Facial Moisturizing Lotion SPF 30",
    "Homosalate 10%, Meradimate 5%, Octinoxate 5%, Octocrylene 2%, Zinc Oxide 6.3%, Water, Niacinamide, Cetearyl Alcohol, Glycerin, Dimethicone, Behentrimonium Methosulfate, Ceramide 3, Ceramide 6-II, Ceramide 1, Hyaluronic Acid, Sodium Hydroxide, Aluminum Starch Octenylsuccinate, Hydroxyethylcellulose, Methylparaben, Disodium EDTA, Propylparaben, Sodium Lauroyl Lactylate, Phytosphingosine, Cholesterol, Carbomer, Xanthan Gum",
  ],
  [
    "CeraVe",
    "AM Facial Moisturizing Lotion SPF 50",
    "Homosalate 8%, Octisalate 5%, Octocrylene 5%, Zinc Oxide 7%, Water, Glycerin, Dimethicone, Propanediol, Butyloctyl Salicylate, Steareth-20, Cellulose, Niacinamide, Ethylhexyl Methoxycrylene, Steareth-2, Ceramide NP, Ceramide AP, Ceramide EOP, Sorbitan Isostearate, Carbomer, Glycine Soja (Soybean) Oil, Triethoxycaprylylsilane, Cetearyl Alcohol, Behentrimonium Methosulfate, Triethyl Citrate, Sodium Hyaluronate, Sodium Lauroyl Lactylate, Cholesterol, Ammonium Polyacryloyldimethyl Taurate, Tocopherol, Chlorphenesin, Hydroxyacetophenone, Caprylyl Glycol, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Trisodium Ethylenediamine Disuccinate, Phytosphingosine, Xanthan Gum, Polyhydroxystearic Acid, Polysorbate 60, Oryza Sativa (Rice) Bran Wax, Benzoic Acid, C12-22 Alkyl Acrylate/Hydroxyethylacrylate Copolymer",
  ],
  [
    "Neutrogena",
    "Ultra Sheer Dry-Touch Sunscreen SPF 55",
    "Avobenzone, Homosalate, Octisalate, Octocrylene, Water, Styrene/Acrylates Copolymer, Silica, Dimethicone, Potassium Cetyl Phosphate, Benzyl Alcohol, Beeswax, Caprylyl Methicone, Glyceryl Stearate, PEG-100 Stearate, Cetyl Dimethicone, Caprylyl Glycol, Ethylhexylglycerin, Aluminum Starch Octenylsuccinate, Behenyl Alcohol, Acrylates/Dimethicone Copolymer, Xanthan Gum, Sodium Polyacrylate, Chlorphenesin, Dimethicone/PEG-10/15 Crosspolymer, Hydrolyzed Jojoba Esters, Fragrance, Disodium EDTA, Ethylhexyl Stearate, Tocopheryl Acetate, BHT, Trideceth-6, Jojoba Esters",
  ],
  [
    "Neutrogena",
    "Ultra Sheer Fluid Facial Sunscreen SPF 50",
    "Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Butyl Methoxydibenzoylmethane, Ethylhexyl Triazone, Homosalate, Octocrylene, Butylene Glycol, Acrylates/Dimethicone Copolymer, C12-15 Alkyl Benzoate, Bisabolol, BHT, Caprylyl Glycol, Cetyl Dimethicone, Chlorphenesin, Silica, Dibutyl Adipate, Dimethicone, Disodium EDTA, Tocopheryl Acetate, Ethylhexylglycerin, Parfum, Glucomannan, Neopentyl Glycol Diheptanoate, Ethylhexyl Stearate, Pentylene Glycol, Phenoxyethanol, Polyester-7, Polysorbate 20, Portulaca Oleracea Extract, Water, Sodium Hydroxide, Sodium Polyacrylate, Steareth-100, Steareth-2, Trideceth-6, Xanthan Gum",
  ],
  [
    "Aveeno",
    "Positively Radiant Daily Moisturizer SPF 15",
    "Avobenzone 3%, Homosalate 11.5%, Octisalate 5%, Octocrylene 3%, Water, C12-15 Alkyl Benzoate, Cetearyl Alcohol, Dimethicone, Glycine Soja (Soybean) Seed Extract, Phenyl Trimethicone, Glycerin, Arachidyl Alcohol, Cetearyl Glucoside, Phenoxyethanol, Benzyl Alcohol, Panthenol, Ethylene/Acrylic Acid Copolymer, Behenyl Alcohol, Steareth-2, Fragrance, Steareth-21, Polymethyl Methacrylate, Polyacrylamide, Arachidyl Glucoside, Disodium EDTA, C13-14 Isoparaffin, Laureth-7, Silica, Benzalkonium Chloride, Iodopropynyl Butylcarbamate, BHT, Sodium Hydroxide, Citric Acid, Titanium Dioxide, Mica",
  ],
  [
    "CVS Health",
    "Illuminating Daily Moisturizer SPF 15",
    "Avobenzone 3%, Octinoxate 7.5%, Octisalate 2%, Water (Aqua), C12-15 Alkyl Benzoate, Diethylhexyl 2,6-Naphthalate, Cetearyl Alcohol, Dimethicone, Glycine Soja (Soybean) Seed Extract, Glycerin, Bis-Phenylpropyl Dimethicone, Arachidyl Alcohol, Phenoxyethanol, Cetearyl Glucoside, Panthenol, Benzyl Alcohol, Ethylene/Acrylic Acid Copolymer, Behenyl Alcohol, Steareth-2, Fragrance (Parfum), Steareth-12, Polyacrylamide, Nylon 10-10, Arachidyl Glucoside, Disodium EDTA, C13-14 Isoparaffin, Ethylhexylglycerin, Laureth-7, Benzalkonium Chloride, Sodium Hydroxide, Iodopropynyl Butylcarbamate, BHT, Titanium Dioxide (CI 77891), Mica",
  ],
  [
    "CVS Health",
    "AM Moisturizing Facial Lotion",
    "Homosalate 12%, Octinoxate 7.5%, Zinc Oxide 3.5%, Octocrylene 2%, Water (Purified), Niacinamide, Glycerin, Cetearyl Alcohol, Cetearyl Glucoside, Arachidyl Alcohol, Arachidyl Glucoside, Aluminum Starch Octenylsuccinate, Boron Nitride, Dimethicone, Ceramide AP, Ceramide NP, Ceramide EOP, Cholesterol, Sodium Hyaluronate, Phytosphingosine, Lecithin, Phenoxyethanol, Behenyl Alcohol, Steareth-2, Steareth-21, Disodium EDTA, Sodium Lauroyl Lactylate, Triethoxycaprylylsilane, Methylparaben, Propylparaben, Carbomer, Xanthan Gum",
  ],
]);

const MASKS = ofType("Mask", [
  [
    "Laneige",
    "Water Sleeping Mask",
    "Water, Butylene Glycol, Cyclohexasiloxane, Glycerin, Trehalose, Hydroxyethylpiperazine Ethane Sulfonic Acid, Polysorbate 20, Ammonium Acryloyldimethyltaurate/VP Copolymer, Methyl Trimethicone, Phenoxyethanol, Carbomer, Tromethamine, Fragrance, Ethylhexylglycerin, Beta-Glucan, Disodium EDTA",
  ],
  [
    "Laneige",
    "Lip Sleeping Mask Berry",
    "Diisostearyl Malate, Hydrogenated Polyisobutene, Phytosteryl/Isostearyl/Cetyl/Stearyl/Behenyl Dimer Dilinoleate, Hydrogenated Poly(C6-14 Olefin), Polybutene, Microcrystalline Wax, Butyrospermum Parkii (Shea) Butter, Synthetic Wax, Ethylene/Propylene/Styrene Copolymer, Sucrose Tetrastearate Triacetate, Mica, Euphorbia Cerifera (Candelilla) Wax, Candelilla Wax Esters, Astrocaryum Murumuru Seed Butter, Polyglyceryl-2 Diisostearate, Glyceryl Behenate/Eicosadioate, Fragrance, Butylene/Ethylene/Styrene Copolymer, Titanium Dioxide, Rubus Idaeus (Raspberry) Fruit Extract, Fragaria Chiloensis (Strawberry) Fruit Extract, Vaccinium Angustifolium (Blueberry) Fruit Extract, Vaccinium Macrocarpon (Cranberry) Fruit Extract, Cocos Nucifera (Coconut) Oil, Ascorbic Acid, Tocopheryl Acetate, BHT, Red 7 Lake (CI 15850)",
  ],
  [
    "The Ordinary",
    "Salicylic Acid 2% Masque",
    "Aqua (Water), Kaolin, Squalane, Glycerin, Propanediol, Salicylic Acid, Caprylic/Capric Triglyceride, Charcoal Powder, Cocamidopropyl Dimethylamine, Cetyl Alcohol, Sodium Hydroxide, Xanthan Gum, Phenoxyethanol, Chlorphenesin",
  ],
  [
    "Kiehl's",
    "Rare Earth Deep Pore Cleansing Masque",
    "Aqua/Water, Kaolin, Bentonite, Glycerin, Zea Mays Starch/Corn Starch, Cetyl Alcohol, Stearic Acid, Glyceryl Stearate, Aloe Barbadensis Leaf Juice, Avena Sativa Kernel Flour/Oat Kernel Flour, Allantoin, Methylparaben, Propylparaben",
  ],
  [
    "Benefit Cosmetics",
    "The POREfessional Deep Retreat Pore-Clearing Clay Mask",
    "Water, Kaolin, Silica, Glycerin, Butylene Glycol, Pentylene Glycol, CI 77007, PEG-40 Sorbitan Peroleate, Sodium Acrylates Copolymer, Caprylic/Capric Triglyceride, CI 77499, Hydroxyacetophenone, Lecithin, Mica, Chlorphenesin, Bisabolol, CI 77491, Hydrogenated Vegetable Oil, Opuntia Coccinellifera Flower Extract, CI 77891, Trisodium Ethylenediamine Disuccinate, Simmondsia Chinensis Seed Oil, Prunus Domestica Seed Oil, Parfum, Disodium Phosphate, Potassium Hydroxide, Xanthan Gum, Crithmum Maritimum Extract, 1,2-Hexanediol, Caprylyl Glycol, Tocopherol, CI 77510, Sodium Phosphate, Sphingolipids, Sphingomonas Ferment Extract, Tocopheryl Acetate, Citric Acid, Pentaerythrityl Tetra-Di-T-Butyl Hydroxyhydrocinnamate, Sodium Citrate",
  ],
]);

const MISTS = ofType("Mist", [
  [
    "Mario Badescu",
    "Facial Spray with Aloe, Herbs and Rosewater",
    "Water (Aqua), Propylene Glycol, Gardenia Tahitensis Flower Extract, Aloe Barbadensis Leaf Juice, Thymus Vulgaris (Thyme) Flower/Leaf Extract, Rosa Damascena Flower Water, Polysorbate 20, Fragrance (Parfum), Phenoxyethanol, Potassium Sorbate, Citric Acid",
  ],
  [
    "Mario Badescu",
    "Facial Spray with Aloe, Cucumber and Green Tea",
    "Water (Aqua), Propylene Glycol, Aloe Barbadensis Leaf Juice, Cucumis Sativus (Cucumber) Fruit Extract, Camellia Sinensis Leaf Extract, Polysorbate 20, Fragrance (Parfum), Phenoxyethanol, Potassium Sorbate, Citric Acid",
  ],
  [
    "Mario Badescu",
    "Facial Spray with Aloe, Chamomile and Lavender",
    "Water (Aqua), Propylene Glycol, Aloe Barbadensis Leaf Juice, Chamomilla Recutita (Matricaria) Flower Extract, Lavandula Angustifolia (Lavender) Oil, Polysorbate 20, Phenoxyethanol, Potassium Sorbate, Citric Acid",
  ],
  [
    "Caudalie",
    "Beauty Elixir",
    "Aqua (Water), Alcohol, Rosa Damascena Flower Water, Glycerin, Citrus Aurantium Amara (Bitter Orange) Flower Water, Styrax Benzoin Resin Extract, Mentha Piperita (Peppermint) Oil, Rosmarinus Officinalis (Rosemary) Leaf Oil, Melissa Officinalis Leaf Oil, Vitis Vinifera (Grape) Fruit Extract, Citric Acid, Limonene, Citral, Linalool, Geraniol, Citronellol",
  ],
  ["Thayers", "Alcohol-Free Rose Petal Witch Hazel Facial Mist", THAYERS_ROSE],
  [
    "MAC",
    "Prep + Prime Fix+",
    "Water/Aqua/Eau, Glycerin, Butylene Glycol, Chamomilla Recutita (Matricaria) Flower Extract, Camellia Sinensis Leaf Extract, Cucumis Sativus (Cucumber) Fruit Extract, Caffeine, PEG-40 Hydrogenated Castor Oil, Disodium EDTA, Phenoxyethanol",
  ],
]);

export const CATALOG_PRODUCTS: readonly CatalogProduct[] = [
  ...CLEANSERS,
  ...EXFOLIANTS,
  ...TONERS,
  ...ESSENCES,
  ...SERUMS,
  ...AMPOULES,
  ...SPOT_TREATMENTS,
  ...EYE_CREAMS,
  ...MOISTURIZERS,
  ...OILS,
  ...SUNSCREENS,
  ...MASKS,
  ...MISTS,
];

/** Canonical ingredient keys in list order (parseInci drops repeated keys). */
export function ingredientKeysOf(ingredients: string): string[] {
  return parseInci(ingredients).ingredients.map((i) => i.key);
}

/** The rows read from cited pages (drizzle/seed/sourced/), every file together. */
export const SOURCED_PRODUCTS: readonly SourcedProduct[] = [...K_BEAUTY_AND_INDIE, ...DERMO_AND_DRUGSTORE];

/** A seeded product: its page and barcode when it has them (the hand-written rows have neither). */
export interface ShippedProduct extends CatalogProduct {
  sourceUrl: string | null;
  barcode: string | null;
}

/** Brand and name as the unique index compares them. */
export const catalogueKey = (p: { brand: string; name: string }) => `${p.brand.toLowerCase()}|${p.name.toLowerCase()}`;

/**
 * Everything the app ships: the sourced rows, then the hand-written rows no sourced row replaces
 * (a sourced row with the same brand and name carries the cited list and page instead).
 */
export const SHIPPED_PRODUCTS: readonly ShippedProduct[] = (() => {
  const sourced: ShippedProduct[] = SOURCED_PRODUCTS.map((p) => ({
    brand: p.brand,
    name: p.name,
    productType: p.productType,
    ingredients: p.ingredients,
    sourceUrl: p.source,
    barcode: canonicalBarcode(p.barcode),
  }));
  const replaced = new Set(sourced.map(catalogueKey));
  const unsourced = CATALOG_PRODUCTS.filter((p) => !replaced.has(catalogueKey(p))).map((p) => ({ ...p, sourceUrl: null, barcode: null }));
  return [...sourced, ...unsourced];
})();

/** Rows read from Open Beauty Facts keep its licence and attribution (ODbL). */
function licenceOf(sourceUrl: string | null) {
  return sourceUrl && /^https:\/\/([a-z]+\.)?openbeautyfacts\.org\//.test(sourceUrl)
    ? { licence: OBF_LICENCE, attribution: OBF_ATTRIBUTION }
    : { licence: null, attribution: null };
}

/** The products row of a shipped product, with its analysis made when the app is built and seeded. */
export function catalogueRow(p: ShippedProduct) {
  return withAnalysis({
    brand: p.brand,
    name: p.name,
    productType: p.productType,
    ingredients: p.ingredients,
    ingredientKeys: ingredientKeysOf(p.ingredients),
    sourceUrl: p.sourceUrl,
    barcode: p.barcode,
    ...licenceOf(p.sourceUrl),
    source: "catalog" as const,
    status: "approved" as const,
  });
}

/**
 * Inserts the catalogue; products already present (same brand and name, any case, or a barcode
 * already taken) are left alone, so running it again inserts nothing. Returns how many rows were
 * inserted.
 */
export async function seedProducts(db: AnyPgDatabase): Promise<number> {
  const rows = SHIPPED_PRODUCTS.map(catalogueRow);
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 100) {
    const result = await db
      .insert(products)
      .values(rows.slice(i, i + 100))
      .onConflictDoNothing()
      .returning({ id: products.id });
    inserted += result.length;
  }
  return inserted;
}
