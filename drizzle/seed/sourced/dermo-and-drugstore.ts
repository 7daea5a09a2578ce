import type { SourcedProduct } from "./types";

/**
 * Dermo-cosmetic and drugstore brands (La Roche-Posay, CeraVe, Neutrogena, Eucerin, ...): each list is
 * copied from the page in `source` (separators normalised to ", "), never typed from memory. OTC drug
 * labels (sunscreens, acne treatments) keep the page's "active ingredients" first with their strength.
 */
export const DERMO_AND_DRUGSTORE: SourcedProduct[] = [
  // CeraVe
  {
    brand: "CeraVe",
    name: "Hydrating Toner",
    productType: "Toner",
    ingredients:
      "Aqua/Water, Propanediol, Glycerin, Butylene Glycol, Ppg-6-Decyltetradeceth-30, Peg-240/Hdi Copolymer Bis-Decyltetradeceth-20 Ether, Peg/Ppg/Polybutylene Glycol-8/5/3 Glycerin, Ceramide Np, Ceramide Ap, Potassium Laurate, Ceramide Eop, Carbomer, Niacinamide, Sodium Hydroxide, Sodium Citrate, Sodium Hyaluronate, Sodium Lauroyl Lactylate, Cholesterol, Phenoxyethanol, Chlorphenesin, Tocopherol, Citric Acid, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
    source:
      "https://www.truthinskincare.org/hydrating-toner-by-cerave-fact-check/",
  },
  {
    brand: "CeraVe",
    name: "Skin Renewing Gel Oil",
    productType: "Oil",
    ingredients:
      "Caprylic/Capric Triglyceride, C12-15 Alkyl Benzoate, Ethylhexyl Palmitate, Glycerin, Caprylic/Capric Glycerides, Propylheptyl Caprylate, Aqua / Water / Eau, Sucrose Laurate, Sucrose Stearate, Ceramide Np, Ceramide Ns, Ceramide Ap, Ceramide Eop, Ceramide Eos, Ceteareth-25, Behenic Acid, Helianthus Annuus Extract / Sunflower Extract, Sodium Hyaluronate Crosspolymer, Cholesterol, Rosmarinus Officinalis Leaf Extract / Rosemary Leaf Extract, Phenoxyethanol, Tocopherol, Chlorphenesin, Ascorbyl Palmitate, Sucrose Palmitate, Caprylyl Glycol, Hydroxymethoxyphenyl Decanone, Caprooyl Phytosphingosine, Caprooyl Sphingosine, Pentylene Glycol, Cetyl Alcohol, Ethylhexylglycerin, Oryza Sativa Bran Extract / Rice Bran Extract",
    source:
      "https://www.truthinskincare.org/skin-renewing-gel-oil-by-cerave-fact-check/",
  },
  {
    brand: "CeraVe",
    name: "Acne Control Gel",
    productType: "Spot Treatment",
    ingredients:
      "Aqua/Water, Glycerin, Sodium Hydroxide, Glycolic Acid, Lactic Acid, Salicylic Acid, Niacinamide, Ceramide Np, Ceramide Ap, Ceramide Eop, Carbomer, Cetearyl Alcohol, Behentrimonium Methosulfate, Triethyl Citrate, Sodium Hyaluronate, Sodium Lauroyl Lactylate, Cholesterol, Chlorphenesin, Disodium Edta, Hydroxypropyl Guar, Caprylyl Glycol, Xanthan Gum, Phytosphingosine, Benzoic Acid",
    source:
      "https://www.truthinskincare.org/acne-control-gel-by-cerave-fact-check/",
  },
  {
    brand: "CeraVe",
    name: "SA Lotion for Rough & Bumpy Skin",
    productType: "Moisturizer",
    ingredients:
      "Aqua / Water / Eau, Glycerin, Paraffinum Liquidum / Mineral Oil / Huile Minerale, Triethanolamine, Salicylic Acid, Glyceryl Stearate, Ammonium Lactate, Peg-100 Stearate, Cetearyl Alcohol, Cetyl Alcohol, Zea Mays Oil / Corn Oil, Ceramide Np, Ceramide Ap, Ceramide Eop, Carbomer, Behentrimonium Methosulfate, Dimethicone, Methylparaben, Sodium Lauroyl Lactylate, Cholecalciferol, Cholesterol, Disodium Edta, Propylparaben, Hydrolyzed Hyaluronic Acid, Phytosphingosine, Xanthan Gum",
    source:
      "https://www.truthinskincare.org/sa-lotion-for-rough-bumpy-skin-by-cerave-fact-check/",
  },
  {
    brand: "CeraVe",
    name: "Baby Moisturizing Cream",
    productType: "Moisturizer",
    ingredients:
      "Dimethicone 1.2%, water, glycerin, cetearyl alcohol, caprylic/capric triglycerides, cetyl alcohol, ceteareth-20, petrolatum, ceramide 3, ceramide 6-II, ceramide 1, hyaluronic acid, cholesterol, phenoxyethanol, behentrimonium methosulphate, potassium phosphate, dipotassium phosphate, ethylhexylglycerin, sodium lauroyl lactylate, disodium EDTA, phytosphingosine, carbomer, xanthan gum, sodium hydroxide",
    source:
      "http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=0a228e38-ce31-4a0d-bb1a-364a4729b53e",
  },
  // La Roche-Posay
  {
    brand: "La Roche-Posay",
    name: "Toleriane Purifying Foaming Cleanser",
    productType: "Cleanser",
    ingredients:
      "Water, Glycerin, Coco-Betaine, Propanediol, Sodium Cocoyl Glycinate, Peg-120 Methyl Glucose Dioleate, Sodium Chloride, Sodium Hydroxide, Citric Acid, Ceramide Np, Niacinamide, Disodium Edta, Capryloyl Glycine, Caprylyl Glycol, Acrylates Copolymer",
    source:
      "https://www.truthinskincare.org/toleriane-purifying-foaming-cleanser-by-la-roche-posay-fact-check/",
  },
  {
    brand: "La Roche-Posay",
    name: "Retinol B3 Serum",
    productType: "Serum",
    ingredients:
      "Aqua /Water / Eau, Glycerin, Cyclohexasiloxane, Alcohol Denat., Pentylene Glycol, Niacinamide, Dimethicone, Glycine Soja Oil / Soybean Oil, Ppg-6-Decyltetradeceth-30, Sodium Hyaluronate, Retinol, Adenosine, Ammoniumpolyacryloyldimethyltaurate, Caprylyl Glycol, Citric Acid, Trisodium Ethylenediamine Disuccinate, Xanthan Gum, Polysilicone-11, Retinyl Palmitate, Tocopherol, Phenoxyethanol, Parfum/ Fragrance",
    source:
      "https://www.truthinskincare.org/retinol-b3-serum-by-la-roche-posay-fact-check/",
  },
  {
    brand: "La Roche-Posay",
    name: "Lipikar AP+M Triple Repair Moisturizing Cream",
    productType: "Moisturizer",
    ingredients:
      "Aqua / Water/eau, Butyrospermum Parkii Butter / Shea Butter, Glycerin, Dimethicone, Niacinamide, Cetearyl Alcohol, Brassica Campestris Seed Oil/rapeseed Seed Oil, Glyceryl Stearate, Ammonium Polyacryloyldimethyl Taurate, Peg-100 Stearate, Propanediol, Ophiopogon Japonicus Root Extract, Ceramide Np, Sorbitan Tristearate, Dimethiconol, Peg-20 Methyl Glucose Sesquistearate, Sodium Chloride, Mannose, Coco-betaine, Disodium Edta, Capryloyl Glycine, Caprylyl Glycol, Vitreoscilla Ferment, Citric Acid, Maltodextrin, Xanthan Gum, Tocopherol, Pentaerythrityl Tetra-di-t-butyl Hydroxyhydrocinnamate",
    source:
      "https://www.truthinskincare.org/lipikar-apm-triple-repair-moisturizing-cream-by-la-roche-posay-fact-check/",
  },
  {
    brand: "La Roche-Posay",
    name: "Effaclar Duo Acne Treatment with 5.5% Benzoyl Peroxide",
    productType: "Spot Treatment",
    ingredients:
      "Benzoyl Peroxide 5.5%, Water, Isostearyl Alcohol, Glycerin, Pentylene Glycol, Silica, Carbomer, Capryloyl Salicylic Acid, Potassium Hydroxide, Tocopheryl Acetate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Disodium Edta, Epilobium Angustioflium Flower/Leaf/Stem Extract",
    source:
      "https://www.truthinskincare.org/effaclar-duo-by-la-roche-posay-fact-check/",
  },
  {
    brand: "Neutrogena",
    name: "Stubborn Body Acne Treatment Spray",
    productType: "Spot Treatment",
    ingredients:
      "Salicylic Acid 2%, Water, Alcohol Denat., Butylene Glycol, PPG-5-Ceteth-20, C12-15 Alkyl Lactate, Sodium Citrate, Cocamidopropyl PG-Dimonium Chloride Phosphate, Benzalkonium Chloride, Cetyl Lactate, Sodium Benzotriazolyl Butylphenol Sulfonate, Disodium EDTA, Sodium Hydroxide, Glycolic Acid",
    source:
      "https://www.truthinskincare.org/stubborn-body-acne-treatment-spray-by-neutrogena-fact-check/",
  },
  {
    brand: "Neutrogena",
    name: "Makeup Remover Melting Balm",
    productType: "Cleanser",
    ingredients:
      "Isopropyl Palmitate, Caprylic/Capric Triglyceride, Paraffin, PEG-20 Glyceryl Triisostearate, Heptyl Undecylenate, Sorbeth-30 Tetraoleate, Neopentyl Glycol Diheptanoate, PEG-7 Glyceryl Cocoate, Isododecane, Microcrystalline Wax, Copernicia Cerifera (Carnauba) Wax, Camellia Oleifera Seed Oil, Glycine Soja (Soybean) Oil, Oryza Sativa (Rice) Bran Oil, Tocopherol, Cocos Nucifera (Coconut) Oil",
    source:
      "https://www.truthinskincare.org/makeup-remover-melting-balm-by-neutrogena-fact-check/",
  },
  {
    brand: "Paula's Choice",
    name: "Anti-Redness Exfoliating Solution with 2% Salicylic Acid",
    productType: "Exfoliant",
    ingredients:
      "Water, Methylpropanediol, Butylene Glycol, Salicylic Acid, Polysorbate 20, Camellia Oleifera Leaf Extract, Sodium Hydroxide, Tetrasodium EDTA, Phenoxyethanol",
    source:
      "https://www.truthinskincare.org/anti-redness-exfoliating-solution-by-paulas-choice-fact-check/",
  },
  {
    brand: "Paula's Choice",
    name: "25% AHA + 2% BHA Exfoliant Peel",
    productType: "Exfoliant",
    ingredients:
      "Water, Aminomethyl Propanol, Glycolic Acid, Lactic Acid, Mandelic Acid, Isoamyl Laurate, Tartaric Acid, Propanediol, Salicylic Acid, Malic Acid, Butylene Glycol, Clitoria Ternatea (Butterfly Pea) Flower Extract, Sodium Hyaluronate, Glycyrrhetinic Acid, Glycerin, Tocopherol, Bisabolol, Allantoin, Hydroxyethylcellulose, Hydrogenated Lecithin, Xanthan Gum, Polyglyceryl-4 Laurate, Polyacrylate Crosspolymer-6, Titanium Dioxide, Mica, Phenoxyethanol",
    source:
      "https://www.truthinskincare.org/25-aha-2-bha-exfoliant-peel-by-paulas-choice-fact-check/",
  },
  {
    brand: "Paula's Choice",
    name: "Perfect Cleansing Oil",
    productType: "Cleanser",
    ingredients:
      "Caprylic/Capric Triglyceride, Helianthus Annuus Seed Oil, MIPA-Laureth Sulfate, Laureth-4, Laureth-7, Triethylhexanoin, Cocos Nucifera (Coconut) Fruit Extract, Limnanthes Alba Seed Oil, Simmondsia Chinensis, Vitis Vinifera, Butyrospermum Parkii (Shea Butter) Unsaponifiables, Alpha-Tocopherol, Phenoxyethanol, Ethylhexylglycerin",
    source:
      "https://www.truthinskincare.org/perfect-cleansing-oil-by-paulas-choice-fact-check/",
  },
  {
    brand: "Eucerin",
    name: "Skin Balance Day Cream",
    productType: "Moisturizer",
    ingredients:
      "Water, Glycerin, Butyrospermum Parkii (Shea) Butter, Panthenol, Cetyl Palmitate, Methyl Palmitate, Vegetable Oil, Pentylene Glycol, Methylpropanediol, Sodium Polyacrylate, Glycyrrhiza Inflata Root Extract, 4-t-Butylcyclohexanol, Caprylyl Glycol, Sodium Hydroxide, Pantolactone, Citric Acid",
    source:
      "https://www.truthinskincare.org/skin-balance-day-cream-by-eucerin-fact-check/",
  },
  {
    brand: "Eucerin",
    name: "Face Immersive Hydration Gel-Cream",
    productType: "Moisturizer",
    ingredients:
      "Aqua, Alcohol Denat., Glycerin, Panthenol, Distarch Phosphate, Sodium Hyaluronate, Cetearyl Isononanoate, Isopropyl Palmitate, Lauroyl Lysine, Squalene, Tocopherol, Gellan Gum, Carrageenan, Pantolactone, Glycine Soja (Soybean) Oil, Cetyl Alcohol, Dehydroxanthan Gum, Xanthan Gum, Behenyl Alcohol, Citric Acid, Lactic Acid, Phenoxyethanol, Fragrance",
    source:
      "https://www.truthinskincare.org/face-immersive-hydration-gel-cream-by-eucerin-fact-check/",
  },
  {
    brand: "Eucerin",
    name: "Roughness Relief Spot Treatment",
    productType: "Moisturizer",
    ingredients:
      "Aqua, Urea, Octyldodecanol, Sodium Lactate, Caprylic/Capric Triglyceride, Decyl Oleate, Polyglyceryl-2 Dipolyhydroxystearate, Arginine HCL, Ceramide NP, Lactic Acid, Sodium PCA, Glycine, Carnitine, Alanine, Cholesterol, Tocopherol, Helianthus Annuus (Sunflower) Seed Oil, Pentylene Glycol, Decylene Glycol",
    source:
      "https://www.truthinskincare.org/roughness-relief-spot-treatment-by-eucerin-fact-check/",
  },
  {
    brand: "Eucerin",
    name: "DermoPurifyer Soft Cleansing Foam",
    productType: "Cleanser",
    ingredients:
      "Water, Myristic Acid, Propylene Glycol, Palmitic Acid, Stearic Acid, Potassium Hydroxide, Glycerin, Lauric Acid, PEG-150, PEG-8, Glyceryl Stearate, Cera Alba, Sodium Methyl Cocoyl Taurate, Arachidic Acid, Etidronic Acid, Oleic Acid, Disodium EDTA, Bisabolol, Farnesol, BHT, Benzyl Alcohol, Parfum",
    source:
      "https://skinsort.com/products/eucerin/dermo-purifyer-soft-cleansing-foam",
  },
  {
    brand: "The Ordinary",
    name: "Glucoside Foaming Cleanser",
    productType: "Cleanser",
    ingredients:
      "Aqua (Water), Decyl Glucoside, Coco Glucoside, Xanthan Gum, Tocopherol, Phytic Acid, Benzyl Alcohol, Ethylhexylglycerin",
    source:
      "https://www.truthinskincare.org/glucoside-foaming-cleanser-by-the-ordinary-fact-check/",
  },
  {
    brand: "The Ordinary",
    name: "Aloe 2% + NAG 2% Solution",
    productType: "Serum",
    ingredients:
      "Aqua (Water), Propanediol, Glycerin, Dipropylene Glycol, Aloe Barbadensis Leaf Juice Powder, N-Acetyl Glucosamine, Palmitoyl Pentapeptide-4, Biosaccharide Gum-2, Pentylene Glycol, Xanthan Gum, Isoceteth-20, Hydroxymethoxyphenyl Decanone, Sodium Lactate, Lactic Acid, Sodium Hydroxide, Ethylhexylglycerin, Phenoxyethanol, Chlorphenesin",
    source:
      "https://www.truthinskincare.org/aloe-2-nag-2-solution-by-the-ordinary-fact-check/",
  },
  {
    brand: "SkinCeuticals",
    name: "Glycolic Renewal Cleanser",
    productType: "Cleanser",
    ingredients:
      "Aqua / Water / Eau, Glycolic Acid, Coco-Glucoside, Propylene Glycol, Ammonium Polyacryloyldimethyl Taurate, Glycerin, Sodium Methyl Cocoyl Taurate, Sodium Hydroxide, Aloe Barbadensis Leaf Juice, Phytic Acid, Sodium Chloride, Phenoxyethanol, Dipropylene Glycol, Coconut Acid, Caprylyl Glycol, Salicyclic Acid, Chlorphenesin, Ethylhexylglycerin, Boswellia Serrata Gum, Cymbopogon Schoenanthus Oil, Citral, Citric Acid, Potassium Sorbate, Sodium Benzoate, Tocopherol",
    source:
      "https://www.truthinskincare.org/glycolic-renewal-cleanser-by-skinceuticals-fact-check/",
  },
  {
    brand: "Kiehl's",
    name: "Facial Fuel Sunscreen Broad Spectrum SPF 20",
    productType: "Sunscreen",
    ingredients:
      "Water, Homosalate, Octocrylene, Dimethicone, Glycerin, Ethylhexyl Salicylate, Alcohol Denat., Butyl Methoxydibenzoylmethane, Tocopherol, Aloe Barbadensis Leaf Juice, Phenoxyethanol, Sodium Hydroxide, Caprylyl Glycol, Sodium Polyacrylate, Parfum, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Ascorbyl Glucoside, Acrylates/Dimethicone Copolymer, Caffeine, Sodium Hyaluronate, Xanthan Gum, Menthyl Lactate, Disodium EDTA, Limonene, Ceramide NP, Castanea Sativa Seed Extract, Pentylene Glycol, Hydrolyzed Soy Protein, Linalool, Citric Acid, Potassium Sorbate, Citral, Sodium Benzoate, Ethylhexylglycerin",
    source:
      "https://skinsort.com/products/kiehl-s/facial-fuel-sunscreen-broad-spectrum-spf-20",
  },
  {
    brand: "Aveeno",
    name: "Baby Daily Moisture Lotion",
    productType: "Moisturizer",
    ingredients:
      "Dimethicone 1.2%, Water, Glycerin, Distearyldimonium Chloride, Petrolatum, Isopropyl Palmitate, Cetyl Alcohol, Avena Sativa (Oat) Kernel Flour, Benzyl Alcohol, Sodium Chloride, Allantoin",
    source:
      "https://funfoxmeds.com/dailymed/e05e3c63-1691-7a86-e053-2a95a90a6bcb",
  },
  {
    brand: "La Roche-Posay",
    name: "Hydraphase Intense Serum",
    productType: "Serum",
    ingredients:
      "Aqua, Butylene Glycol, Alcohol Denat., Glycerin, Bis-Peg-18 Methyl Ether Dimethyl Silane, Paraffinum Liquidum, Carbomer, Sodium Hydroxide, Arginine Pca, Serine, Ascorbyl Glucoside, Ammonium Polyacryldimethyltauramide, Hydrolyzed Hyaluronic Acid, Xanthan Gum, Phenoxyethanol, Parfum",
    source:
      "https://www.truthinskincare.org/hydraphase-intense-serum-by-la-roche-posay-fact-check/",
  },
  {
    brand: "Paula's Choice",
    name: "Niacinamide 20% Treatment",
    productType: "Serum",
    ingredients:
      "Water, Niacinamide, Pentylene Glycol, Butylene Glycol, Glycerin, Acetyl Glucosamine, Ascorbyl Glucoside, Glycyrrhiza Glabra (Licorice) Root Extract, Spiraea Ulmaria Extract, Portulaca Oleracea Extract, Camellia Japonica Flower Extract, Epigallocatechin Gallate, Boerhavia Diffusa Root Extract, Camellia Sinensis Leaf Extract, Allantoin, Lecithin, Pullulan, Panthenol, Silica, Xanthan Gum, Sclerotium Gum, Propanediol, Sodium Phytate, Phenoxyethanol, Ethylhexylglycerin",
    source:
      "https://www.truthinskincare.org/niacinamide-20-treatment-by-paulas-choice-fact-check/",
  },
  {
    brand: "Neutrogena",
    name: "Hydro Boost Hand Gel Cream",
    productType: "Moisturizer",
    ingredients:
      "Water, Glycerin, Isopropyl Palmitate, Cetyl Alcohol, Dimethicone, Petrolatum, Phenoxyethanol, Sodium Polyacrylate, Cetearyl Olivate, Caprylyl Glycol, Ethylhexylglycerin, Sorbitan Olivate, Fragrance, Carbomer, Sodium Hyaluronate, Sodium Hydroxide, Blue 1",
    source:
      "https://www.truthinskincare.org/hydro-boost-hand-gel-cream-by-neutrogena-fact-check/",
  },
  {
    brand: "Neutrogena",
    name: "Hydro Boost Whipped Body Balm",
    productType: "Moisturizer",
    ingredients:
      "Water, Glycerin, Isopropyl Palmitate, Petrolatum, Dimethicone, Cetyl Alcohol, Sodium Acrylates Crosspolymer-2, Phenoxyethanol, Cetearyl Olivate, Ethylhexylglycerin, Sorbitan Olivate, Carbomer, Fragrance, Xanthan Gum, Sodium Hydroxide, Sodium Hyaluronate, Blue 1",
    source:
      "https://www.truthinskincare.org/hydro-boost-whipped-body-balm-by-neutrogena-fact-check/",
  },
  {
    brand: "Neutrogena",
    name: "Hydro Boost+ Glycolic Acid Overnight Peel",
    productType: "Exfoliant",
    ingredients:
      "Water, Glycolic Acid, Propanediol, Arginine, Glycerin, Sodium Hydroxide, Caprylyl Glycol, Sodium Hyaluronate, Polyquaternium-10, Disodium EDTA",
    source:
      "https://www.truthinskincare.org/hydro-boost-glycolic-acid-overnight-peel-by-neutrogena-fact-check/",
  },
  {
    brand: "Supergoop!",
    name: "Daily Dose Hydra-Ceramide Boost + SPF 40 Oil",
    productType: "Sunscreen",
    ingredients:
      "Avobenzone 2%, Homosalate 9%, Octisalate 5%, Octocrylene 10%, Caprylic/Capric Triglyceride, C12-15 Alkyl Benzoate, Dicaprylyl Ether, Butyloctyl Salicylate, Polybutene, Ethyl Olivate, Rosa Canina Seed Oil, Jojoba Oil/ Macadamia Seed Oil Esters, Hydrogenated Polycyclopentadiene, Squalane, Glycine Soja (Soybean) Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Squalene, Polyglyceryl-3 Diisostearate, Tocopherol, Oryza Sativa (Rice) Extract, Oryza Sativa (Rice) Germ Extract, Avena Sativa (Oat) Kernel Oil, Phytosteryl Macadamiate, Ceradmide NP (Ceramide III B), Olea Europaea (Olive) Leaf Extract, Bacillus Ferment, Phytosterols, Ricinus communis (Castor) Seed Oil, Sodium Hyaluronate, Helianthus Annuus (Sunflower) Seed Wax",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=ca5520a1-4c43-cb32-e053-2a95a90a97f5&type=display",
  },
  {
    brand: "La Roche-Posay",
    name: "Cicaplast Gel B5",
    productType: "Moisturizer",
    ingredients:
      "Glycerin 21%, Water, Dimethicone, Panthenol, Pentylene Glycol, C30-45 Alkyl Dimethicone, Polybutene, Sodium Citrate, Peg/Ppg-18/18 Dimethicone, Citric Acid, Dimethiconol, Polysorbate 20, Madecassoside, Caprylyl Glycol, Sodium Hyaluronate, Zinc Gluconate, Copper Gluconate, Manganese Gluconate, Tocopherol",
    source:
      "https://www.truthinskincare.org/cicaplast-gel-b5-by-la-roche-posay-fact-check/",
  },
  {
    brand: "Paula's Choice",
    name: "6% Mandelic Acid + 2% Lactic Acid Liquid Exfoliant",
    productType: "Exfoliant",
    ingredients:
      "Water, 2,3-Butanediol, Mandelic Acid, Lactic Acid, Sodium Hydroxide, Myrica Cerifera (Bayberry) Fruit Extract, Akebia Quinata (Chocolate Vine) Stem Extract, Prunus Lannesiana (Cherry Blossom) Flower Extract, Lactobacillus Ferment Lysate, Saccharomyces Lysate, Achillea Millefolium Extract, Saccharide Isomerate, Arginine, Hydroxyacetophenone, Butylene Glycol, Sodium Phytate, Pentylene Glycol, Xanthan Gum, Citric Acid, Sodium Citrate, 1,2-Hexanediol, Caprylyl Glycol, Sodium Benzoate",
    source:
      "https://www.truthinskincare.org/6-mandelic-acid-2-lactic-acid-liquid-exfoliant-by-paulas-choice-fact-check/",
  },
  {
    brand: "CeraVe",
    name: "Resurfacing Retinol Serum",
    productType: "Serum",
    ingredients:
      "Water, Propanediol, Dimethicone, Cetearyl Ethylhexanoate, Niacinamide, Ammonium Polyacryloyldimethyl Taurate, Dipotassium Glycyrrhizate, Hydrogenated Lecithin, Potassium Phosphate, Ceramide NP, Ceramide EOP, Carbomer, Cetearyl Alcohol, Behentrimonium Methosulfate, Dimethiconol, Lecithin, Sodium Citrate, Retinol, Sodium Hyaluronate, Sodium Lauroyl Lactylate, Cholesterol, Phenoxyethanol, Alcohol, Isopropyl Myristate, Caprylyl Glycol, Citric Acid, Trisodium Ethylenediamine Disuccinate, Pentylene Glycol, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin",
    source: "https://skinsort.com/products/cerave/resurfacing-retinol-serum",
  },
  {
    brand: "Bioderma",
    name: "Sensibio Mask",
    productType: "Mask",
    ingredients:
      "Water, Glycerin, Cetearyl Isononanoate, Isohexadecane, Glycol Palmitate, Caprylic/Capric Triglyceride, Triceteareth-4 Phosphate, Fructooligosaccharides, Mannitol, Xylitol, Glycol Stearate, PEG-2 Stearate, Glycyrrhetinic Acid, Pentylene Glycol, Titanium Dioxide, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, 1,2-Hexanediol, Caprylyl Glycol, Disodium EDTA, Xanthan Gum, Laminaria Ochroleuca Extract, Rhamnose, Stearic Acid, Sodium Hydroxide, Alumina",
    source: "https://skinsort.com/products/bioderma/sensibio-mask",
  },
  {
    brand: "Bioderma",
    name: "Sensibio Tonic Lotion",
    productType: "Toner",
    ingredients:
      "Aqua/Water/Eau, Glycerin, Xylitol, Polysorbate 20, Mannitol, Rhamnose, Fructooligosaccharides, Cucumis Sativus (Cucumber) Fruit Extract, Peg-40 Hydrogenated Castor Oil, Allantoin, Propylene Glycol, Disodium Edta, Cetrimonium Bromide, Sodium Hydroxide, Citric Acid",
    source: "https://incidecoder.com/products/bioderma-sensibio-tonic-lotion",
  },
  {
    brand: "Neutrogena",
    name: "Stubborn Texture Daily Cleanser",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 1%, Water, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Hydroxysultaine, Sorbitol, Glycolic Acid, Gluconolactone, Sodium Hydroxide, Potassium Acrylates Copolymer, Disodium EDTA",
    source: "https://ndclist.com/ndc/69968-0704/label",
  },
  {
    brand: "Neutrogena",
    name: "Oil-Free Acne Moisturizer Pink Grapefruit",
    productType: "Moisturizer",
    ingredients:
      "Salicylic Acid 0.5%, water, dicaprylyl ether, cetearyl alcohol, glycerin, neopentyl glycol diethylhexanoate, dimethicone, methyl gluceth-20, aluminum starch octenylsuccinate, ceteth-10 phosphate, dicetyl phosphate, steareth-20, steareth-2, neopentyl glycol diisostearate, sodium benzoate, fragrance, sodium hydroxide, xanthan gum, magnesium aluminum silicate, disodium EDTA, BHT, propylene glycol, citrus grandis (grapefruit) fruit extract, titanium dioxide",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=0eda5e12-297f-4049-90f6-540f5a1d1791&version=9",
  },
  {
    brand: "Neutrogena",
    name: "Clear Pore Oil-Eliminating Astringent",
    productType: "Toner",
    ingredients:
      "Salicylic Acid 2%, Alcohol Denat. (45%), Water, Witch Hazel (Hamamelis Virginiana) Extract, Butylene Glycol, Glycereth-7, Aloe Barbadensis Leaf Extract, Matricaria (Chamomilla Recutita) Flower Extract, Methyl Gluceth-20, Benzophenone-4, Blue 1, Propylene Glycol, Fragrance",
    source: "http://www.drugs-library.com/drugs/neutrogena_84a545a0.html",
  },
  {
    brand: "La Roche-Posay",
    name: "Anthelios SX Daily Moisturizing Sunscreen SPF 15",
    productType: "Sunscreen",
    ingredients:
      "Avobenzone 2%, Ecamsule 2%, Octocrylene 10%, carbomer homopolymer Type C, carbomer copolymer Type B, cyclomethicone, dimethicone, edetate disodium, glycerin, hydroxypropyl methylcellulose, isopropyl palmitate, methylparaben, phenoxyethanol, propylene glycol, propylparaben, purified water, stearic acid, stearoyl macrogolglycerides, stearyl alcohol, trolamine",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ANTHELIOS+SX",
  },
  {
    brand: "Aveeno",
    name: "Skin Relief Moisturizing Lotion Chamomile Scented",
    productType: "Moisturizer",
    ingredients:
      "Dimethicone 1.3%, Water, Glycerin, Distearyldimonium Chloride, Petrolatum, Isopropyl Palmitate, Cetyl Alcohol, Avena Sativa (Oat) Kernel Flour, Benzyl Alcohol, Chlorphenesin, Steareth-2, Avena Sativa (Oat) Kernel Oil, 2,6-Dimethyl-7-Octen-2-ol, Methyldihydrojasmonate, Tricyclodecenyl Propionate, Cetyl Hydroxyethylcellulose, Tetramethyl Acetyloctahydronaphthalenes, Chamomilla Recutita (Matricaria) Flower Extract, Sodium Chloride, Avena Sativa (Oat) Kernel Extract",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=e84a5a06-5330-4f6a-b59e-c6d24ef1d6da",
  },
  {
    brand: "Aveeno",
    name: "Baby Eczema Therapy Nighttime Balm",
    productType: "Moisturizer",
    ingredients:
      "Colloidal Oatmeal 1%, Glycerin, Water, Cetearyl Alcohol, Isocetyl Alcohol, Dimethicone, Cetyl Alcohol, Benzyl Alcohol, Ethylhexylglycerin, Sodium Cetearyl Sulfate, Benzoic Acid, Stearic Acid, Dipotassium Phosphate, Potassium Phosphate, p-Anisic Acid, Caprylic/Capric Triglyceride, Sodium Hydroxide, Avena Sativa (Oat) Kernel Oil, Ceramide NP, Citric Acid, Avena Sativa (Oat) Kernel Extract",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=04d90e45-c2ee-4122-b919-a0eb6d11b59a",
  },
  {
    brand: "CeraVe",
    name: "Psoriasis Moisturizing Cream",
    productType: "Moisturizer",
    ingredients:
      "Salicylic acid 2%, water, urea, glyceryl stearate SE, cetearyl alcohol, butyrospermum parkii (shea) butter, glycerin, cetyl alcohol, niacinamide, laureth-9, limnanthes alba (meadowfoam) seed oil, PEG-100 stearate, gossypium herbaceum (cotton) seed oil, behentrimonium methosulfate, 1,2-hexanediol, C12-13 alkyl lactate, dimethicone, tasmannia lanceolata fruit/leaf extract, ceramide 3, ceamide 6-II, ceramide 1, phytosphingosine, cholesterol, tocopherol, hydroxyacetophenone, hydrogenated olive oil, glyceryl stearate, disodium EDTA, sodium lauroyl lactylate, xanthan gum, carbomer, sodium hyaluronate, sodium hydroxide",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=51f27970-92d3-44ae-b2b1-d820719680fe&type=display",
  },
  {
    brand: "Differin",
    name: "Acne Clearing Body Spray",
    productType: "Spot Treatment",
    ingredients:
      "Salicylic Acid 2%, Water, Alcohol Denat., Glycolic Acid, Hamamelis Virginiana (Witch Hazel) Water, Polysorbate 20, Ammonium Hydroxide, Disodium EDTA",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=ce4d1074-5f74-4ad7-9535-2737f5fff24f",
  },
  {
    brand: "Murad",
    name: "Outsmart Acne Clarifying Treatment",
    productType: "Serum",
    ingredients:
      "Salicylic Acid, Water (Aqua), Propanediol, Polymethylsilsesquioxane/Silica Crosspolymer, Dimethicone, Niacinamide, Polyacrylate Crosspolymer-6, PPG-26-Buteth-26, Oryza Sativa (Rice) Bran Extract, Boswellia Serrata Extract, Oligopeptide-10, Tocopheryl Acetate, Glycolic Acid, Glycine Soja (Soybean) Seed Extract, Zinc Gluconate, Allantoin, Honey Extract, Sebacic Acid, 10-Hydroxydecanoic Acid, Silver Citrate, Glycerin, Urea, Yeast Amino Acids, Trehalose, Inositol, Taurine, Betaine, Cetearyl Olivate, Sorbitan Olivate, Cetyl Alcohol, Xanthan Gum, PEG-40 Hydrogenated Castor Oil, Butylene Glycol, 1,10-Decanediol, Disodium EDTA, Citric Acid, Sodium Hydroxide, Caprylyl Glycol, Chlorphenesin, Phenoxyethanol, Sodium Benzoate, Limonene, Linalool, Fragrance (Parfum), Blue 1 (CI 42090), Yellow 5 (CI 19140)",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=1a2949de-39b3-4334-a14c-43b0fde016b6&audience=consumer",
  },
  {
    brand: "Clinique",
    name: "Acne Solutions Cleansing Foam",
    productType: "Cleanser",
    ingredients:
      "Salicylic acid 1.5%, water/aqua/eau, glycerin, sodium methyl cocoyl taurate, butylene glycol, sucrose, disodium phosphate, salicylic acid, sodium hyaluronate, phosphatidylcholine, caffeine, cola acuminata seed extract, algae extract, laminaria saccharina extract, lactobacillus ferment, stearamidopropyl dimethylamine, acetyl glucosamine, 10-hydroxydecanoic acid, arginine cocoate, peg/ppg-18/18 dimethicone, capryloyl glycine, ppg-6-decyltetradeceth-30, stearic acid, polyquaternium-7, disodium edta, phenoxyethanol, chloroxylenol, sodium benzoate",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=15e90101-6c09-9136-e063-6394a90a4cb6",
  },
  {
    brand: "Clinique",
    name: "Acne Solutions Clarifying Lotion",
    productType: "Toner",
    ingredients:
      "Salicylic acid 1.5%, water/aqua/eau, alcohol denat., hamamelis virginiana (witch hazel) water, alcohol, nylon-12, butylene glycol, acetyl glucosamine, glycerin, laminaria saccharina extract, caffeine, sorbitol, 10-hydroxydecanoic acid, silica, barium sulfate, sucrose, disodium edta, benzalkonium chloride",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=dc1b2e2e-0e13-4029-bdac-44adb70492fd&version=12",
  },
  {
    brand: "Clinique",
    name: "Acne Solutions Cleansing Gel",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 2%, water/aqua/eau, glycerin, sodium laureth sulfate, sodium chloride, lauramidopropyl betaine, butylene glycol, sucrose, gentiana lutea (gentian) root extract, laminaria saccharina extract, caffeine, sodium hyaluronate, acetyl glucosamine, peg-120 methyl glucose dioleate, benzophenone-4, sodium hydroxide, tetrasodium edta, disodium edta, bht, phenoxyethanol, blue 1 (ci 42090)",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=7bae5802-cf51-4b41-9d7c-d72f1eb4c4af",
  },
  {
    brand: "Clinique",
    name: "Acne Solutions Clinical Clearing Gel",
    productType: "Spot Treatment",
    ingredients:
      "Salicylic Acid 1%, alcohol denat., hamamelis virginiana (witch hazel) water, alcohol, acrylates/c10-30 alkyl acrylate crosspolymer, water/aqua/eau, laminaria saccharina extract, butylene glycol, benzalkonium chloride",
    source:
      "http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=0d0c763b-d9aa-c342-e063-6294a90a6e79",
  },
  {
    brand: "La Roche-Posay",
    name: "Effaclar Adapalene Gel 0.1% Acne Treatment",
    productType: "Spot Treatment",
    ingredients:
      "Adapalene 0.1%, carbomer homopolymer, edetate disodium, penoxyethanol, poloxamer 182, propylene glycol, purified water, sodium hydroxide",
    source: "https://ndclist.com/ndc/49967-592/label",
  },
  {
    brand: "La Roche-Posay",
    name: "Effaclar Pore Refining Acne Treatment",
    productType: "Exfoliant",
    ingredients:
      "Salicylic acid 1.5%, water, alcohol denat., propanediol, glycolic acid, niacinamide, dimethyl isosorbide, pentylene glycol, sodium hydroxide, capitolize-26-buteth-26, PPG-26-buteth-26, hydroxyethylpiperazine ethane sulfonic acid, citric acid, PEG-30 glyceryl cocoate, PEG-40 hydrogenated castor oil, PEG-60 hydrogenated castor oil, capryloyl salicylic acid, biosaccharide gum-1, maltodextrin, phytic acid, polyquaternium-10, fragrance",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=5056320e-e472-44ed-9afd-759ba55f0fd7",
  },
  {
    brand: "Bioré",
    name: "Clear & Breathable Witch Hazel 2% BHA Toner",
    productType: "Toner",
    ingredients:
      "Salicylic acid 2%, water, alcohol denat., isopropyl alcohol, hamamelis virginiana (witch hazel) water, glycerin, polysorbate 20, sodium hydroxide, sodium citrate, alcohol, citric acid, tetrasodium glutamate diacetate",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=f6dfaa8f-1671-1460-e053-6394a90aa67c",
  },
  {
    brand: "Supergoop!",
    name: "Every. Single. Face. Watery Lotion SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Avobenzone 3%, Homosalate 9%, Octisalate 5%, Octocrylene 9%, Water, Alcohol, C12-15 Alkyl Benzoate, Propanediol, Dimethicone, Glycerin, Acrylates/Polytrimethylsiloxymethacrylate Copolymer, Maltodextrin, Triethyl Citrate, Hydroxyacetophenone, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, 1,2-Hexanediol, Caprylyl Glycol, Pullulan, Sodium Polyacrylate, Betaine, Lavandula Angustifolia (Lavender) Flower/Leaf/Stem Extract, Tremella Fuciformis Sporocarp Extract, Amyl Cinnamal, Glyceryl Caprylyl, Glyceryl Undecylenate, Sodium Carboxymethyl Beta-Glucan, Pyrus Malus (Apple) Fruit Extract, Rosmarinus Officinalis (Rosemary) Leaf Extract, Rubus Idaeus (Raspberry) Leaf Extract, Salvia Officinalis (Sage) Leaf Extract, Lepidium Sativum Sprout Extract",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=d086a9b8-19e5-f713-e053-2995a90aa976&type=display",
  },
  {
    brand: "La Roche-Posay",
    name: "Effaclar Micro-Peeling Purifying Gel",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 2%, Water, Sodium Laureth Sulfate, Decyl Glucoside, Glycerin, Sodium Chloride, Coco-Betaine, Sodium Hydroxide, PEG-150 Pentaerythrityl Tetrastearate, Citric Acid, Hexylene Glycol, PEG-6 Caprylic/Capric Glycerides, Zinc Gluconate, Tetrasodium EDTA, Polyquaternium-47, Menthol, Capryloyl Salicylic Acid, Sodium Benzoate",
    source:
      "https://skinsort.com/compare/la-roche-posay-effaclar-micro-peeling-purifying-gel-vs-l-oreal-revitalift-derm-intensives-3-5-pure-glycolic-acid-cleansing-gel",
  },
  {
    brand: "L'Oréal Paris",
    name: "Revitalift Derm Intensives 3.5% Pure Glycolic Acid Cleansing Gel",
    productType: "Cleanser",
    ingredients:
      "Water, Coco-Betaine, Propylene Glycol, PEG-120 Methyl Glucose Dioleate, Sorbitol, Glycerin, Glycolic Acid, Triethanolamine, Sodium Laureth Sulfate, Sodium Chloride, Disteareth-100 Ipdi, Salicylic Acid, Capryloyl Salicylic Acid, Menthol, Aloe Barbadensis Leaf Juice, Disodium EDTA, Steareth-100, Citric Acid, Potassium Sorbate, Sodium Benzoate",
    source:
      "https://skinsort.com/compare/la-roche-posay-effaclar-micro-peeling-purifying-gel-vs-l-oreal-revitalift-derm-intensives-3-5-pure-glycolic-acid-cleansing-gel",
  },
  {
    brand: "Paula's Choice",
    name: "CLEAR Purifying Clay Mask",
    productType: "Mask",
    ingredients:
      "Salicylic Acid 0.5%, Water, Kaolin, Bentonite, Titanium Dioxide, Butylene Glycol, C12-15 Alkyl Benzoate, Cetyl Esters, Magnesium Aluminum Silicate, Glycerin, Illite, Tapioca Starch, Zea Mays Starch, Camellia Sinensis Leaf Extract, Pyrus Malus Fruit Extract, Chrysanthellum Indicum Extract, Hydrolyzed Rhodophyceae Extract, Chlorella Vulgaris Extract, Epilobium Fleischeri Extract, Vaccinium Myrtillus Fruit Extract, Brassica Campestris Seed Oil, Allantoin, Bisabolol, Zinc PCA, Copper PCA, Lauroyl Lysine, Sodium Lauroyl Sarcosinate, Xanthan Gum, Citric Acid, Sodium Citrate, Sodium Chloride, Phenoxyethanol, Ethylhexylglycerin",
    source:
      "https://skinsort.com/compare/paula-s-choice-clear-purifying-clay-mask-vs-kiehl-s-ultra-facial-overnight-hydrating-face-mask-with-10-5-squalane",
  },
  {
    brand: "Kiehl's",
    name: "Calendula Deep Cleansing Foaming Face Wash",
    productType: "Cleanser",
    ingredients:
      "Aqua/Water, Sodium Cocoyl Glycinate, Coco Betaine, Glycerin, Sodium Chloride, Acrylates/Steareth-20 Methacrylate Copolymer, Phenoxyethanol, Tetrasodium EDTA, Nepeta Cataria Oil, Citrus Limon Peel Oil/Lemon Peel Oil, Chamomile Flower Oil, Limonene, Geraniol, Methylisothiazolinone, Citral, Citronellol, Calendula Flower Extract, Sodium Hydroxide, Citric Acid",
    source:
      "http://www.skincaredupes.com/cleanser-face-wash-dupes/kiehls-calendula-deep-cleansing-foaming-face-wash/",
  },
  {
    brand: "Neutrogena",
    name: "Oil-Free Acne Wash Cream Cleanser",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 2%, Water, Cetyl Alcohol, PPG-15 Stearyl Ether, Glycolic Acid, Glycerin, Steareth-21, Polysorbate 60, C12-15 Alkyl Lactate, Cetyl Lactate, Potassium Cetyl Phosphate, Sodium Hydroxide, Cocamidopropyl PG-Dimonium Chloride Phosphate, Xanthan Gum, Fragrance, Disodium EDTA, Menthol, Benzalkonium Chloride, Panthenol",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=6bb19e0b-042a-4e13-83c1-349844c68b61&version=8",
  },
  {
    brand: "Neutrogena",
    name: "Oil-Free Acne Wash Daily Scrub",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 2%, water, cetyl alcohol, PPG-15 stearyl ether, cellulose, glycerin, Polysorbate 60, steareth-21, C12-15 alkyl lactate, glycolic acid, cetyl lactate, potassium cetyl phosphate, sodium hydroxide, xanthan gum, cocamedopropyl PG-dimonium chloride phosphate, disodium EDTA, fragrance, menthol, Benzalkonium chloride, agar, BHT, sodium benzotriazolyl butylphenone sulfonate, iron oxides, mica, yellow 5, titanium dioxide, red 30, red 40",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=398e39ea-5119-4094-a1be-09eb7f0d23a2&version=11",
  },
  {
    brand: "Neutrogena",
    name: "Oil-Free Acne Stress Control Power-Clear Scrub",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 2%, Water, Cetyl Alcohol, PPG-15 Stearyl Ether, Microcrystalline Cellulose, Glycolic Acid, Glycerin, Polysorbate 60, Steareth-21, C12-15 Alkyl Lactate, Cetyl Lactate, Potassium Cetyl Phosphate, Microcrystalline Wax, Sodium Hydroxide, Xanthan Gum, Cocamidopropyl PG-Dimonium Chloride Phosphate, Fragrance, Disodium EDTA, Menthol, Benzalkonium Chloride, Camellia Sinensis Leaf Extract, Sodium Benzotriazolyl Butylphenol Sulfonate, Butylene Glycol, Cucumis Sativus (Cucumber) Fruit Extract, Chromium Hydroxide Green, Green 5, Yellow 5, Blue 1",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=a0c9c479-4fc1-43e4-97a2-e6095fc17559&version=8",
  },
  {
    brand: "Mario Badescu",
    name: "Drying Mask",
    productType: "Mask",
    ingredients:
      "Water, Kaolin, Calamine, Propylene Glycol, Ichthammol, Sulfur, Triticum Vulgare Starch, Zinc Oxide, Cellulose Gum, Sorbitol, Cucumis Sativus Fruit Extract, Polysorbate 80, Sodium Chloride, Parfum, Methylparaben, CI 77891, CI 19140, CI 42090",
    source: "https://skinsort.com/products/mario-badescu/drying-mask",
  },
  {
    brand: "Kiehl's",
    name: "Ultra Facial Moisturizer SPF 30",
    productType: "Sunscreen",
    ingredients:
      "Water, Homosalate, Octocrylene, Propylene Glycol, Ethylhexyl Salicylate, Dicaprylyl Ether, Glycerin, Butyl Methoxydibenzoylmethane, PEG-100 Stearate, Glyceryl Stearate, Squalane, Hydrogenated Polyisobutene, Phenoxyethanol, Sorbitan Oleate, Caprylyl Glycol, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Triethanolamine, Beeswax, Tocopherol, Disodium EDTA, Stearic Acid, Myristyl Alcohol, Prunus Amygdalus Dulcis Oil, Prunus Armeniaca Kernel Oil, Persea Gratissima Oil",
    source:
      "https://skinsort.com/products/kiehl-s/ultra-facial-moisturizer-spf-30",
  },
  {
    brand: "SkinCeuticals",
    name: "Clarifying Exfoliating Cleanser",
    productType: "Cleanser",
    ingredients:
      "Salicylic acid 2%, water, propylene glycol, behenyl betaine, triethanolamine, glycolic acid, lactic acid, pumice, sodium chloride, phenoxyethanol, PEG-100 sterarate, zinc PCA, glyceryl stearate, disodium EDTA, sodium benzoate",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=a0cc4ae7-c266-4321-92e6-a46d560a74b2",
  },
  {
    brand: "Cetaphil",
    name: "Gentle Clear Clarifying Acne Cream Cleanser",
    productType: "Cleanser",
    ingredients:
      "Salicylic Acid 2%, Water, Cocamidopropyl Betaine, Distearyl Phthalic Acid Amide, Sodium Methyl Cocoyl Taurate, Sodium Chloride, Cetyl Alcohol, Stearyl Alcohol, PEG-120 Methyl Glucose Dioleate, Phenoxyethanol, Sodium Hydroxide, Caprylyl Glycol, Ethylhexylglycerin, Hexylene Glycol, Disodium EDTA, Isopropyl Alcohol, Aloe Barbadensis Leaf Juice, Butylene Glycol, Camellia Sinensis Leaf Extract",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=9add83f2-7da6-4cd0-b91b-f6c937a56255&type=display",
  },
  {
    brand: "Cetaphil",
    name: "Sheer Mineral Face Liquid Sunscreen SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Zinc Oxide 12%, ALLANTOIN, BISABOLOL, BUTYLOCTYL SALICYLATE, C12-15 ALKYL BENZOATE, CAPRYLYL GLYCOL, CAPRYLYL METHICONE, DIMETHICONE, DIMETHICONOL/PROPYLSILSESQUIOXANE/SILICATE CROSSPOLYMER, ETHYLHEXYLGLYCERIN, HEXYLENE GLYCOL, ISODODECANE, LAURYL PEG-10 TRIS(TRIMETHYLSILOXY)SILYLETHYL DIMETHICONE, LAURYL PEG-8 DIMETHICONE, NIACINAMIDE, OCTYLDODECYL NEOPENTANOATE, PEG-10, PHENOXYETHANOL, POLYMETHYLSILSESQUIOXANE, PROPANEDIOL, SODIUM CHLORIDE, SODIUM HYDROXIDE, TETRASODIUM GLUTAMATE DIACETATE, TOCOPHEROL (VITAMIN E), TRILAURETH-4 PHOSPHATE, WATER",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=0d09b812-b3ca-4214-bed7-7e21ee3288b7&type=display",
  },
  {
    brand: "Cetaphil",
    name: "Sheer Mineral Sunscreen SPF 30",
    productType: "Sunscreen",
    ingredients:
      "Titanium Dioxide, Zinc Oxide, ALOE BARBADENSIS LEAF JUICE, ARACHIDYL ALCOHOL, ARACHIDYL GLUCOSIDE, AVENA SATIVA (OAT) KERNEL EXTRACT, BEHENYL ALCOHOL, BUTYLOCTYL SALICYLATE, C30-38 OLEFIN/ISOPROPYL MALEATE/MA COPOLYMER, CAPRYLIC/CAPRIC TRIGLYCERIDE, CETYL PEG/PPG-10/1 DIMETHICONE, CITRIC ACID, ETHYLHEXYLGLYCERIN, GLYCERIN, GLYCERYL STEARATE, GLYCINE SOJA (SOYBEAN) SEED EXTRACT, MAGNESIUM SULFATE, NEOPENTYL GLYCOL DIHEPTANOATE, PHENOXYETHANOL, POLYSORBATE 60, SILICA, SIMMONDSIA CHINENSIS (JOJOBA) SEED OIL, SORBITAN TRISTEARATE, STEARYL ALCOHOL, STEARYL/OCTYLDODECYL CITRATE CROSSPOLYMER, TOCOPHEROL (VITAMIN E), VP/HEXADECENE COPOLYMER, WATER",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=ac2d5713-9955-477e-a10f-e8a1191b5fdd",
  },
  {
    brand: "Cetaphil",
    name: "Daily Facial Moisturizer with Sunscreen SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Octinoxate 7.5%, Octisalate 5%, Octocrylene 7%, Oxybenzone 6%, Titanium Dioxide 5.7%, Water, Propylene Glycol, Glycerin, Dimethicone, VP/Eicosene Copolymer, Cyclohexasiloxane, Stearic Acid, Potassium Cetyl Phosphate, Dimethiconol, Glyceryl Stearate, PEG-100 Stearate, Aluminum Hydroxide, Disodium EDTA, Tocopherol, Phenoxyethanol, Ethylparaben, Chlorphenesin, Cetyl Alcohol, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Methylparaben, Xanthan Gum, Sodium Hydroxide",
    source:
      "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=6650d137-e69e-4ec2-8311-3de74bf21315&type=display",
  },
  {
    brand: "CeraVe",
    name: "Psoriasis Cleanser",
    productType: "Cleanser",
    ingredients:
      "Salicylic acid 2%, water, glycerin, capryl/capramidopropyl betaine, urea, sodium C14-16 olefin sulfonate, shea butter, amidopropyl betaine, laureth-9, PEG-150 pentaerythrityl tetrastearate, sodium lactate, ethoxydiglycol, niacinamide, gluconolactone, C12-13 alkyl lactate, sodium benzoate, saccharide isomerate, lactic acid, disodium EDTA, sodium lauroyl lactylate, ceramide 3, ceramide 6-II, phytosphingosine, cholesterol, sodium hyaluronate, xanthan gum, carbomer, ceramide 1",
    source:
      "http://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=c38be36e-e293-4fc4-8291-114e6848d303&type=display",
  },
  {
    brand: "Olay",
    name: "Lightscreen Sunscreen SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Water, Niacinamide, Homosalate, Octocrylene, Glycerin, Butyl Methoxydibenzoylmethane, Phenylbenzimidazole Sulfonic Acid, Ethylhexyl Salicylate, Dimethicone, Polymethylsilsesquioxane, Trehalose, Camellia Sinensis Leaf Extract, 1,2-Hexanediol, Caprylyl Glycol, Phenoxyethanol, Sodium Hydroxide, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Disodium EDTA, Propylene Glycol, Parfum",
    source: "https://skinsort.com/products/olay/lightscreen-sunscreen-spf-50",
  },
  {
    brand: "La Roche-Posay",
    name: "Hydraphase UV Intense Moisturizer SPF 20",
    productType: "Sunscreen",
    ingredients:
      "Avobenzone 3%, Homosalate 4.7%, Octisalate 5%, Octocrylene 7%, water, isononyl isononanoate, glycerin, dimethicone, aluminum starch octenylsuccinate, sucrose tristearate, polymethylsilsesquioxane, polysorbate 61, PEG-12 dimethicone, carbomer, triethanolamine, dimethiconol, sodium hyaluronate, sodium stearoyl glutamate, disodium EDTA, hydrolyzed hylauronic acid, caprylyl glycol, xanthan gum, sodium benzoate, phenoxyethanol, fragrance",
    source:
      "http://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=ad4f45b2-3391-4e32-9744-28838727260c&type=display",
  },
  {
    brand: "First Aid Beauty",
    name: "Ultra Repair Face Lotion",
    productType: "Moisturizer",
    ingredients:
      "Water, Glyceryl Stearate Se, Glycerin, Caprylic/Capric Triglyceride, Squalane, Dimethicone, Colloidal Oatmeal, Cetyl Alcohol, Phenoxyethanol, Cetearyl Alcohol, Butyrospermum Parkii Butter, Persea Gratissima Oil, Limnanthes Alba Seed Oil, Allantoin, Carbomer, Potassium Sorbate, Sodium Benzoate, Citric Acid, Ceramide NP, Urea, Sodium Hydroxide",
    source:
      "https://skinsort.com/products/first-aid-beauty/ultra-repair-face-lotion",
  },
  {
    brand: "Vichy",
    name: "Liftactiv Hyaluronic Acid Antiwrinkle Firming Eye Cream",
    productType: "Eye Cream",
    ingredients:
      "Aqua/Water/Eau, Dimethicone, Hydrogenated Polyisobutene, Glycerin, Rhamnose, Cetyl Alcohol, Glyceryl Stearate, Zea Mays Starch / Corn Starch, PEG-40 Stearate, Cera Alba/Beeswax, Pentylene Glycol, Adenosine, Caffeine, Hydrolyzed Hyaluronic Acid, Hydroxyacetophenone, Lauroyl Lysine, Sodium Hyaluronate, Triethanolamine, Vitreoscilla Ferment, Ascorbyl Glucoside, Panthenol, Tocopherol, Dipotassium Glycyrrhizate, Ammonium Polyacryloyldimethyl Taurate, Caprylyl Glycol, Citric Acid, Myristic Acid, Palmitic Acid, Poloxamer 338, Sorbitan Tristearate, Stearic Acid",
    source:
      "https://incidecoder.com/products/vichy-liftactiv-hyaluronic-acid-antiwrinkle-firming-eye-cream",
  },
  {
    brand: "Nivea",
    name: "Body Lotion Aloe & Hydration Normal to Dry Skin",
    productType: "Moisturizer",
    ingredients:
      "Aqua, Glycerin, Alcohol Denat, Dicaprylyl Ether, Glyceryl Stearate SE, Isopropyl Palmitate, Dimethicone, Carbomer, Sodium Hydroxide, Sodium Cetearyl Sulfate, Phenoxyethanol, Ethylhexylglycerin, Linalool, Citronellol, Limonene, Alpha-Isomethyl Ionone, Geraniol, Parfum",
    source:
      "https://incidecoder.com/products/nivea-body-lotion-aloe-hydration-normal-to-dry-skin",
  },
  {
    brand: "Nivea",
    name: "Men Sensitive Pro Ultra Calming Facial Balm",
    productType: "Moisturizer",
    ingredients:
      "Aqua, Glycerin, Isopropyl Palmitate, Cetearyl Alcohol, Distarch Phosphate, Methylpropanediol, Glyceryl Stearate Citrate, Cannabis Sativa Seed Oil, Tocopheryl Acetate, Dehydroxanthan Gum, Xanthan Gum, Cellulose Gum, Phenoxyethanol, Ethylhexylglycerin, Parfum",
    source:
      "https://incidecoder.com/products/nivea-men-sensitive-pro-ultra-calming-facial-balm",
  },
  {
    brand: "Garnier",
    name: "Micellar Cleansing Water-in-Oil All-in-1",
    productType: "Cleanser",
    ingredients:
      "Water, Isohexadecane, Isododecane, Isopropyl Myristate, Isopropyl Palmitate, Argania Spinosa Kernel Oil, Haematococcus Pluvialis Extract, Potassium Phosphate, Sodium Chloride, Dipotassium Phosphate, Disodium EDTA, Caprylic/Capric Triglyceride, Decyl Glucoside, Ethylhexyl Salicylate, Butyl Methoxydibenzoylmethane, Hexylene Glycol, Tocopherol, Pentaerythrityl Tetra-Di-T-Butyl Hydroxyhydrocinnamate, Polyaminopropyl Biguanide, CI 61565, Linalool, Geraniol, Limonene, Parfum",
    source:
      "https://skinsort.com/products/garnier/micellar-cleansing-water-in-oil-all-in-1",
  },
  {
    brand: "Burt's Bees",
    name: "Aloe & Coconut Oil After Sun Soother",
    productType: "Moisturizer",
    ingredients:
      "Water, Cocos Nucifera (Coconut) Oil, Glycerin, Aloe Barbadensis Leaf Juice, Stearic Acid, Aloe Barbadensis Leaf Extract, Honey, Symphytum Officinale Leaf Extract, Tilia Cordata Flower Extract, Citrus Limon (Lemon) Peel Extract, Pollen Extract, Bisabolol, Kaolin, Citric Acid, Sodium Chloride, Xanthan Gum, Sucrose Distearate, Sucrose Stearate, Glucose, Sodium Borate, Lecithin, Maltodextrin, Lactoperoxidase, Glucose Oxidase, Potassium Iodide, Potassium Thiocyanate, Potassium Sorbate, Sodium Benzoate, Fragrance, Phenoxyethanol, Limonene, Linalool, Citronellol, Hexyl Cinnamal, Citral, Geraniol, Alpha-Isomethyl Ionone, Coumarin, Eugenol",
    source:
      "https://incidecoder.com/products/burts-bees-aloe-coconut-oil-after-sun-soother",
  },
  {
    brand: "Avène",
    name: "Mineral Sunscreen Face & Body Lotion SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Zinc Oxide 12%, Allantoin, Water, Bisabolol, C12-15 Alkyl Benzoate, Caprylic/Capric Triglyceride, Caprylyl Glycol, Coco-Caprylate, Glycerin, Glyceryl Behenate, Glyceryl Dibehenate, Glyceryl Stearate, Isoamyl Laurate, Lecithin, Methylpropanediol, Neopentyl Glycol Diheptanoate, Phenylpropanol, Polyester-7, Polyglyceryl-3 Polyricinoleate, Polyglyceryl-4 Diisostearate/Polyhydroxystearate/Sebacate, Silica, Sodium Chloride, Tocopherol, Tocopheryl Acetate, Tribehenin, Tridecyl Salicylate",
    source:
      "https://skinsort.com/products/avene/mineral-sunscreen-face-body-lotion-spf-50",
  },
  {
    brand: "Bioderma",
    name: "Repairing Cream SPF50+",
    productType: "Sunscreen",
    ingredients:
      "Aqua/Water/Eau, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Homosalate, Diisopropyl Sebacate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Dibutyl Adipate, Glycerin, Ethylhexyl Salicylate, Ethylhexyl Triazone, Butylene Glycol, Lauroyl Lysine, Propanediol, Silica, Sodium Citrate, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Polyacrylate Crosspolymer-6, Pentylene Glycol, Copper Sulfate, 1,2-Hexanediol, Caprylyl Glycol, Citric Acid, Ectoin, Mannitol, Sodium Hyaluronate, Xylitol, Zinc Sulfate, Vitis Vinifera (Grape) Vine Extract, Rhamnose, Polysorbate 60, Sorbitan Isostearate, Asiaticoside, Madecassic Acid, Asiatic Acid, Acetyl Dipeptide-1 Cetyl Ester, Fructooligosaccharides, Caprylic/Capric Triglyceride, Laminaria Ochroleuca Extract",
    source: "https://incidecoder.com/products/bioderma-repairing-cream-spf50",
  },
  {
    brand: "Bioderma",
    name: "Photoderm Lait SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Octocrylene 10%, Methylene Bis-Benzotriazolyl Tetramethylbutylphenol 6%, Butyl Methoxydibenzoylmethane 5%, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine 2.5%, Water, Dicaprylyl Carbonate, Cyclopentasiloxane, C20-22 Alkyl Phosphate, Glyceryl Stearate, PEG-100 Stearate, C20-22 Alcohols, Decyl Glucoside, Cyclohexasiloxane, Pentylene Glycol, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Phenoxyethanol, Xanthan Gum, Chlorphenesin, Disodium EDTA, Sodium Hydroxide, Propylene Glycol, Citric Acid, Mannitol, Ectoin, Fructooligosaccharides, Xylitol, Caprylic/Capric Triglyceride, Rhamnose, Laminaria Ochroleuca Extract",
    source: "https://skinsort.com/products/bioderma/photoderm-lait-spf-50",
  },
  {
    brand: "Bioderma",
    name: "Sébium Global Cover Fluid",
    productType: "Spot Treatment",
    ingredients:
      "Aqua/Water/Eau, Di-C12-13 Alkyl Malate, Titanium Dioxide (Ci 77891), Diisopropyl Adipate, Aluminum Starch Octenylsuccinate, Propanediol, Isononyl Isononanoate, PEG-30 Dipolyhydroxystearate, Zinc Gluconate, Pentaerythrityl Distearate, Caprylic/Capric Triglyceride, Iron Oxides (Ci 77492), Disteardimonium Hectorite, Salicylic Acid, Bis-PEG/PPG-14/14 Dimethicone, Iron Oxides (Ci 77491), Bakuchiol, Hydrogenated Lecithin, Glycyrrhetinic Acid, Candida Bombicola/Glucose/Methyl Rapeseedate Ferment, Xanthan Gum, Iron Oxides(Ci 77499), Alcohol Denat, Sodium Hydroxide, Laminaria Ochroleuca Extract, Xylitol, Propylene Glycol, Dimethicone, Rhamnose, Citric Acid, Fructooligosaccharides, Mannitol, Ginkgo Biloba Leaf Extract, Potassium Sorbate, Pentaerythrityl Tetra-Di-T-Butyl Hydroxyhydrocinnamate, Triisopropanolamine, Fragrance (Parfum)",
    source: "https://incidecoder.com/products/bioderma-sebium-global-cover",
  },
  {
    brand: "Vichy",
    name: "Capital Soleil Tinted Dry Touch Protective Face Fluid SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Water, CI 77891, Homosalate, Ethylhexyl Salicylate, Dimethicone, Ethylhexyl Triazone, C12-15 Alkyl Benzoate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Drometrizole Trisiloxane, Butyl Methoxydibenzoylmethane, Aluminum Starch Octenylsuccinate, Octocrylene, Glycerin, Silica, Pentylene Glycol, Styrene/Acrylates Copolymer, CI 77491, CI 77492, CI 77499, Stearyl Alcohol, Potassium Cetyl Phosphate, Parfum, Caprylyl Methicone, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Aluminum Hydroxide, Caprylyl Glycol, Cinnamomum Cassia Bark Extract, Disodium EDTA, Inulin Lauryl Carbamate, PEG-8 Laurate, Phenoxyethanol, Poterium Officinale Root Extract, Stearic Acid, Terephthalylidene Dicamphor Sulfonic Acid, Titanium Dioxide, Tocopherol, Triethanolamine, Xanthan Gum, Zingiber Officinale Root Extract",
    source:
      "https://skinsort.com/products/vichy/capital-soleil-tinted-dry-touch-protective-face-fluid-spf-50",
  },
  {
    brand: "Aveeno",
    name: "Calm + Restore Redness Relief Moisturizing Cream",
    productType: "Moisturizer",
    ingredients:
      "Water, Glycerin, C12-15 Alkyl Benzoate, Cetearyl Alcohol, Dimethicone, Arachidyl Alcohol, Cetyl Alcohol, Avena Sativa Kernel Flour, Phenyl Trimethicone, Cetearyl Glucoside, Behenyl Alcohol, Sodium Polyacrylate, Phenoxyethanol, Panthenol, Caprylyl Glycol, Ethylene/Acrylic Acid Copolymer, Polyacrylamide, Arachidyl Glucoside, C13-14 Isoparaffin, Chrysanthemum Parthenium Flower/Leaf/Stem Juice, Chlorphenesin, Disodium EDTA, Pentaerythrityl Tetra-Di-T-Butyl Hydroxyhydrocinnamate, Laureth-7, Ceramide NP",
    source:
      "https://skinsort.com/products/aveeno/calm-restore-redness-relief-moisturizing-cream",
  },
  {
    brand: "Neutrogena",
    name: "Hydro Boost City Shield Hydrating Lotion SPF 25",
    productType: "Sunscreen",
    ingredients:
      "Water, Glycerin, Homosalate, Caprylyl Methicone, Ethylhexyl Salicylate, Butyl Methoxydibenzoylmethane, Phenylbenzimidazole Sulfonic Acid, Octocrylene, Sodium Acryloyldimethyltaurate/Vp Crosspolymer, Silica, Sodium Hyaluronate, Tocopheryl Acetate, Dicaprylyl Carbonate, Glyceryl Stearate, Steareth-21, Sodium Polyacrylate, Disodium EDTA, Sodium Hydroxide, Sodium Ascorbyl Phosphate, Tocopherol, Benzyl Alcohol, Chlorphenesin, Phenoxyethanol, Parfum, CI 16035, CI 42090",
    source:
      "https://skinsort.com/products/neutrogena/hydro-boost-city-shield-hydrating-lotion-spf-25-old-lgl-BNA",
  },
  {
    brand: "Neutrogena",
    name: "Ultra Gentle Moisturiser SPF 15",
    productType: "Sunscreen",
    ingredients:
      "Water, Homosalate, C12-15 Alkyl Benzoate, Octocrylene, Butyl Methoxydibenzoylmethane, Glycerin, Triethanolamine, Ethylhexyl Triazone, Phenylbenzimidazole Sulfonic Acid, Potassium Cetyl Phosphate, Triacontanyl Pvp, Phenoxyethanol, Cetyl Palmitate, Dimethicone, Stearyl Alcohol, Methylparaben, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Chlorphenesin, Xanthan Gum, Disodium EDTA, Chondrus Crispus Extract, Superoxide Dismutase, Citric Acid",
    source:
      "https://skinsort.com/products/neutrogena/ultra-gentle-moisturiser-spf-15/australia",
  },
  {
    brand: "La Roche-Posay",
    name: "Anthelios SPF 50 Gentle Lotion Mineral Sunscreen",
    productType: "Sunscreen",
    ingredients:
      "Titanium Dioxide 5%, Zinc Oxide 15%, Water, C12-15 Alkyl Benzoate, Isohexadecane, Isononyl Isononanoate, Dicaprylyl Ether, PEG-30 Dipolyhydroxystearate, Polyglyceryl-4 Isostearate, Dicaprylyl Carbonate, Ethylene/Acrylic Acid Copolymer, Triethylhexanoin, Silica, Poly C10-30 Alkyl Acrylate, Citric Acid, Phenoxyethanol, Sodium Chloride, Caprylyl Glycol, Diethylhexyl Syringylidenemalonate, Triethoxycaprylylsilane, Aluminum Hydroxide, Stearic Acid, Aluminum Stearate, Chlorphenesin, Disteardimonium Hectorite, Alumina, Polyhydroxystearic Acid, Tocopherol, P-Anisic Acid, Capryloyl Salicylic Acid, Xanthan Gum, Disodium EDTA, Propylene Carbonate, Caprylic/Capric Triglyceride, Cassia Alata Leaf Extract, Maltodextrin",
    source:
      "https://skinsort.com/products/la-roche-posay/anthelios-spf-50-gentle-lotion-mineral-sunscreen",
  },
  {
    brand: "La Roche-Posay",
    name: "Anthelios Eco-Conscious Hydrating Lotion SPF50+",
    productType: "Sunscreen",
    ingredients:
      "Aqua/Water, Isopropyl Palmitate, Alcohol Denat, Dicaprylyl Ether, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Diisopropyl Adipate, Diisopropyl Sebacate, Ethylhexyl Triazone, Butyl Methoxydibenzoylmethane, Glycerin, Propanediol, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Triethanolamine, Tocopherol, C12-22 Alkyl Acrylate/Hydroxyethylacrylate Copolymer, Oxidized Starch Acetate, Phenylbenzimidazole Sulfonic Acid, Oryza Sativa Cera/Rice Bran Wax, Acrylates Copolymer, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Aluminum Hydroxide, Caprylyl Glycol, Drometrizole Trisiloxane, Hydroxyacetophenone, Hydroxyethylcellulose, PEG-20, Stearic Acid, Terephthalylidene Dicamphor Sulfonic Acid, Titanium Dioxide, Trisodium Ethylenediamine Disuccinate, Xanthan Gum",
    source:
      "https://incidecoder.com/products/la-roche-posay-anthelios-anthelios-eco-conscious-hydrating-lotion-spf50",
  },
  {
    brand: "CeraVe",
    name: "Hydrating Mineral Sunscreen Face Sheer Tint SPF 30",
    productType: "Sunscreen",
    ingredients:
      "Titanium Dioxide 5.5%, Zinc Oxide 10%, Water, C12-15 Alkyl Benzoate, Isohexadecane, Isononyl Isononanoate, Dicaprylyl Ether, PEG-30 Dipolyhydroxystearate, Triethylhexanoin, Polyglyceryl-4 Isostearate, Dicaprylyl Carbonate, Ethylene/Acrylic Acid Copolymer, Triethanolamine, Silica, Poly C10-30 Alkyl Acrylate, Stearic Acid, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Niacinamide, Cetearyl Alcohol, Triethoxycaprylylsilane, Behentrimonium Methosulfate, Sodium Chloride, Salicylic Acid, Sodium Hyaluronate, Sodium Lauroyl Lactylate, Cholesterol, Aluminum Stearate, Alumina, Aluminum Hydroxide, Iron Oxides, Phenoxyethanol, P-Anisic Acid, Chlorphenesin, Tocopherol, Disodium EDTA, Disodium Stearoyl Glutamate, Propylene Carbonate, Citric Acid, Caprylyl Glycol, Capryloyl Salicylic Acid, Caprylic/Capric Triglyceride, Diethylhexyl Syringylidenemalonate, Disteardimonium Hectorite, Xanthan Gum, Phytosphingosine, Polyhydroxystearic Acid, Ethylhexylglycerin",
    source:
      "https://skinsort.com/products/cerave/hydrating-sunscreen-face-sheer-tint-spf-30",
  },
];
