import type { SourcedProduct } from "./types";

/**
 * K-beauty, J-beauty and indie brands (Drunk Elephant, Glow Recipe, Tatcha, COSRX, Biore UV, ...).
 * Each list is copied from the cited page (separators normalised to ", "); barcodes only where a
 * page gives one. A row whose brand and name match a row of ../products.ts replaces it.
 */
export const K_BEAUTY_AND_INDIE: SourcedProduct[] = [
  {
    brand: "Bioré",
    name: "UV Aqua Rich Weightless Moisturizer SPF 50",
    productType: "Sunscreen",
    ingredients:
      "Avobenzone 3%, Homosalate 10%, Octisalate 5%, Octocrylene 5%, Water, alcohol denat., lauryl methacrylate/sodium methacrylate crosspolymer, diethylhexyl 2,6-naphthalate, glycerin, dextrin palmitate, dicaprylyl ether, acrylates/C10-30 alkyl acrylate crosspolymer, fragrance, glyceryl behenate, phenyl trimethicone, cetyl alcohol, sorbitan distearate, sodium hydroxide, stearoyl glutamic acid, arginine, disodium EDTA, sodium haluronate, phenoxyethanol, citral, geraniol, limonene, linalool",
    source: "https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=f900db18-5fe2-1d74-e053-6394a90a3ca2&type=display",
  },
  {
    brand: "Bioré",
    name: "UV Aqua Rich Watery Essence Mild SPF 50+",
    productType: "Sunscreen",
    ingredients:
      "Water, Ethylhexyl Methoxycinnamate, Dipropylene Glycol, Isopropyl Palmitate, Silica, Ethylhexyl Triazone, C12-15 Alkyl Benzoate, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Dextrin Palmitate, Butylene Glycol, Phenoxyethanol, Xylitol, Sorbitan Distearate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Glycerin, Propanediol, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Glyceryl Behenate, Propylene Glycol, Quaternium-80, Isohexadecane, Potassium Hydroxide, Cetyl Alcohol, Stearoyl Glutamic Acid, Polysorbate 60, Arginine, Disodium EDTA, Sorbitan Isostearate, BHT, Ascorbyl Glucoside, Centella Asiatica Leaf/Stem Extract, Panthenol",
    source: "https://skinsort.com/products/biore/uv-aqua-rich-watery-essence-mild-spf-50",
  },
  {
    brand: "Purito",
    name: "Wonder Releaf Centella Serum Unscented",
    productType: "Serum",
    ingredients:
      "Water, Glycerin, Dipropylene Glycol, Propanediol, Centella Asiatica Extract, Butylene Glycol, Niacinamide, 1,2-Hexanediol, Sodium Hyaluronate, Panthenol, Madecassoside, Asiaticoside, Madecassic Acid, Asiatic Acid, Allantoin, Centella Asiatica Callus Extracellular Vesicles, Palmitoyl Tetrapeptide-7, Palmitoyl Hexapeptide-12, Palmitoyl Tripeptide-1, Palmitoyl Dipeptide-10, Carbomer, Polyglyceryl-10 Laurate, Polyglyceryl-10 Myristate, Hydrolyzed Jojoba Esters, Tromethamine, Ethylhexylglycerin, Xanthan Gum, Dipotassium Glycyrrhizate, Adenosine, Disodium EDTA, Sucrose Stearate, Glyceryl Stearate, Hydrogenated Lecithin, Polyglyceryl-10 Stearate, Ceramide NP, Camellia Sinensis Leaf Extract, Pancratium Maritimum Extract",
    source: "https://skinsort.com/products/purito/wonder-releaf-centella-serum",
  },
  {
    brand: "Round Lab",
    name: "1025 Dokdo Toner",
    productType: "Toner",
    ingredients:
      "Water, Butylene Glycol, Glycerin, Chondrus Crispus Extract, Saccharum Officinarum Ferment Extract, Seawater, Protease, Betaine, Panthenol, Ethylhexylglycerin, Allantoin, Disodium EDTA",
    source: "https://www.skincaredupes.com/toners/round-lab-1025-dokdo-toner/",
  },
  {
    brand: "COSRX",
    name: "Oil-Free Ultra-Moisturizing Lotion with Birch Sap",
    productType: "Moisturizer",
    ingredients:
      "Betula Platyphylla Japonica Juice, Butylene Glycol, Glycerin, Dimethicone, Betaine, Cetearyl Alcohol, 1,2-Hexanediol, Cetearyl Olivate, Sorbitan Olivate, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Sodium Lactate, Ethylhexylglycerin, Sodium Hyaluronate, Allantoin, Panthenol, Xanthan Gum, Ethyl Hexanediol, Citrus Medica Limonum (Lemon) Peel Oil, Melaleuca Alternifolia (Tea Tree) Leaf Oil",
    source: "https://beautytap.com/product/cosrx-oil-free-ultra-moisturizing-lotion-with-birch-sap-100ml/",
  },
  {
    brand: "COSRX",
    name: "AC Collection Calming Liquid Mild",
    productType: "Toner",
    ingredients:
      "Camellia Sinensis Leaf Water, Butylene Glycol, Dimethyl Sulfone, Betaine, 1,2-Hexanediol, Betaine Salicylate, Gluconolactone, Polyglyceryl-10 Laurate, Polyglyceryl-10 Myristate, Glycerine, Panthenol, Allantoin, Arginine, Sodium Hyaluronate, Melaleuca Alternifolia Leaf Oil, Asiaticoside, Asiatic Acid, Madecassic Acid",
    source: "https://calmhavenbeauty.co.uk/products/cosrx-ac-collection-calming-liquid-mild",
  },
  {
    brand: "Bioré",
    name: "Rich Moisture Jelly Lotion Intense Hydration",
    productType: "Moisturizer",
    ingredients:
      "Water, Glycerin, Butylene Glycol, Dimethicone, Alcohol, Cetyl Alcohol, Glyceryl Behenate, Petrolatum, Cetyl-Pg Hydroxyethyl Palmitamide, Stearoyl Glutamic Acid, Sorbitan Distearate, Arginine, Methylparaben, Betaine, Xylitol, Potassium Hydroxide, BHT, Sodium Hyaluronate, Soluble Collagen, Tocopherol, Alcohol Denat., Carbomer",
    source: "https://skinsort.com/products/biore/rich-moisture-jelly-lotion-intense-hydration/pink",
  },
  {
    brand: "Beauty of Joseon",
    name: "Relief Sun: Rice + Probiotics SPF50+ PA++++",
    productType: "Sunscreen",
    ingredients:
      "Water, Oryza Sativa (Rice) Extract (30%), Dibutyl Adipate, Propanediol, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Polymethylsilsesquioxane, Ethylhexyl Triazone, Niacinamide, Methylene Bis-benzotriazolyl Tetramethylbutylphenol, Coco-caprylate/Caprate, Caprylyl Methicone, Diethylhexyl Butamido Triazone, Glycerin, Butylene Glycol, Oryza Sativa (Rice) Germ Extract, Camellia Sinensis Leaf Extract, Lactobacillus/Pumpkin Ferment Extract, Bacillus/Soybean Ferment Extract, Saccharum Officinarum (Sugarcane) Extract, Macrocystis Pyrifera (Kelp) Extract, Cocos Nucifera (Coconut) Fruit Extract, Panax Ginseng Root Extract, Camellia Sinensis Leaf Extract, Monascus/Rice Ferment, Pentylene Glycol, Behenyl Alcohol, Poly C10-30 Alkyl Acrylate, Polyglyceryl-3 Methylglucose Distearate, Decyl Glucoside, Tromethamine, Carbomer, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, 1,2-Hexanediol, Sodium Stearoyl Glutamate, Polyacrylate Crosspolymer-6, Ethylhexylglycerin, Adenosine, Xanthan Gum, Tocopherol, Lactobacillus/Rice Ferment, Aspergillus Ferment, Saccharomyces/Rice Ferment Filtrate",
    source: "https://shopchuusi.com/collections/beauty/products/beauty-of-joseon-relief-sun-rice-probiotics-spf50-pa-50ml",
  },
  {
    brand: "Hada Labo",
    name: "Gokujyun Premium Hyaluronic Acid Emulsion",
    productType: "Moisturizer",
    ingredients:
      "Tranexamic Acid, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, 3-O-Ethyl Ascorbic Acid, Tocopherol, Glycerin, Diglycerin, Dipropylene Glycol, Sorbitol, Pentylene Glycol, PPG-17-Buteth-17, Polyglyceryl-10 Eicosanedioate/Tetradecanedioate, Butylene Glycol, Diethoxyethyl Succinate, PPG-8-Ceteth-20, Squalane, Polyquaternium-51, Petrolatum, Cetearyl Alcohol, Behenyl Alcohol, Xanthan Gum, Acrylic Acid/C12-22 Alkyl Acrylate Copolymer, Carbomer, PEG-20 Sorbitan Isostearate, Glyceryl Stearate, EDTA, Triethanolamine, Sodium Metabisulfite, Phenoxyethanol, Iodopropynyl Butylcarbamate, Methylparaben",
    source: "https://skinsort.com/products/hada-labo/gokujyun-premium-hyaluronic-acid-emulsion-old-4-gDevw",
  },
  {
    brand: "Beauty of Joseon",
    name: "Ginseng Essence Water",
    productType: "Essence",
    ingredients:
      "Panax ginseng root water, Butylene glycol, Glycerin, Propanediol, Niacinamide, 1,2-Hexanediol, Water, Hydroxyacetophenone, Glyceryl glucoside, Xanthna gum, Panthenol, Dipotassium Glycyrrhizate, Allantoin, Adenosine, Panax ginseng callus culture extract, Theobroma cacao (cocoa) extract, Dextrin, Glucose, Panax ginseng root extract, Panax ginseng berry extract, Lactobacillus/Panax ginseng root ferment filtrate, Sodium hyaluronate, Ethylhexyglycerin, Disodium EDTA",
    source: "https://www.curiosanddreams.com/2022/04/beauty-of-joseon-ginseng-essence-water.html",
  },
  {
    brand: "Klairs",
    name: "Midnight Blue Calming Cream",
    productType: "Moisturizer",
    ingredients:
      "Water, Cetyl Ethylhexanoate, Butylene Glycol, Glycerin, Sodium Hyaluronate, Caprylic/Capric Triglyceride, Centella Asiatica Extract, Sorbitan Stearate, Cetyl Alcohol, Butyrospermum Parkii (Shea) Butter, Argania Spinosa Kernel Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Sorbitan Sesquioleate, Glyceryl Stearate, Stearic Acid, Portulaca Oleracea Extract, Anthemis Nobilis Flower Extract, Ceramide NP, Polysorbate 60, Candelilla Cera, Chlorphenesin, Tocopheryl Acetate, Xanthan Gum, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Morus Alba Root Extract, Tromethamine, Brassica Oleracea Italica (Broccoli) Extract, Guaiazulene, Acetyl Hexapeptide-8, Lecithin, Acetyl Glutamine, sh-Oligopeptide-1, sh-Oligopeptide-2, sh-Polypeptide-1, sh-Polypeptide-9, sh-Polypeptide-11, Bacillus/Folic Acid/Soybean Ferment Extract, Caprylyl Glycol, 1,2-Hexanediol",
    source: "https://www.anintroverttalks.com/dear-klairs-midnight-blue-calming-cream-a-review/",
  },
  {
    brand: "Purito",
    name: "Centella Green Level Calming Toner",
    productType: "Toner",
    ingredients:
      "Water, Centella Asiatica Extract (10%), Butylene Glycol, Pentylene Glycol, Dipropylene Glycol, 1,2-Hexanediol, Sodium Hyaluronate, Panthenol, Portulaca Oleracea Extract, Hamamelis Virginiana (Witch Hazel) Extract, Glycerin, Allantoin, Trehalose, Polyglyceryl-10 Laurate, Carbomer, Polyglyceryl-10 Myristate, Arginine, Ethylhexylglycerin, Disodium EDTA, Citrus Aurantium Bergamia (Bergamot) Fruit Oil, Pelargonium Graveolens Flower Oil, Cananga Odorata Flower Oil, Rose Flower Oil",
    source: "https://yanrula.blogspot.com/2018/05/purito-centella-green-level-calming-toner-review.html",
  },
  {
    brand: "COSRX",
    name: "Salicylic Acid Daily Gentle Cleanser",
    productType: "Cleanser",
    ingredients:
      "Water, Glycerin, Myristic Acid, Stearic Acid, Potassium Hydroxide, Lauric Acid, Butylene Glycol, Glycol Distearate, Polysorbate 80, Sodium Methyl Cocoyl Taurate, Salicylic Acid, Cocamidopropyl Betaine, PEG-60 Hydrogenated Castor Oil, Fragrance, Sodium Chloride, Melaleuca Alternigolia (Tea Tree) Leaf Oil, Caprylyl Glycol, Ethylhexylglycerin, Salix Alba (Willow) Bark Water, Saccharomyces Ferment, Cryptomeria Japonica Leaf Extract, Nelumbo Nucifera Leaf Extract, Pinus Palustris Leaf Extract, Ulmus Davidiana Root Extract, Oenothera Biennis (Evening Primrose) Flower Extract, Pueraria Lobata Root Extract, 1,2-Hexanediol, Ethyl Hexanediol, Citric Acid, Disodium EDTA",
    source: "https://blog.hermo.my/2020/12/30/review-bad-skin-day-saviour-cosrx-salicylic-acid-daily-gentle-cleanser/",
  },
  {
    brand: "Laneige",
    name: "Essential Balancing Skin Refiner Light",
    productType: "Toner",
    ingredients:
      "Water, Propanediol, 1,2-Hexanediol, PPG-13-Decyltetradeceth-24, Butylene Glycol, Ethylhexylglycerin, Niacinamide, Parfum, Disodium EDTA, Magnesium Sulfate, Calcium Chloride, 3-O-Ethyl Ascorbic Acid, Gossypium Herbaceum, Gossypium Herbaceum Seed Extract, Butylphenyl Methylpropional, Limonene, Manganese Sulfate, Citronellol, Chenopodium Quinoa Seed Extract, Zinc Sulfate, Tocopherol, Ascorbyl Glucoside",
    source: "https://skinsort.com/products/laneige/essential-balancing-skin-refiner-light",
  },
  {
    brand: "innisfree",
    name: "Green Tea Seed Serum",
    productType: "Serum",
    ingredients:
      "The green Tea Extract (75.9%), Propanediol, Biosaccharide Gum-1, Ethanol, Glycerin, Betaine, The green Tea Seed Oil (208mg), Prickly Pear Extract, Orchid Extract, Tangerine Peel Extract, Camellia Leaf Extract, Citrus Aurantium Bergamia Extract, Grapefruit Extract, Orange Extract, Tangerine Extract, Bis-PEG-18 Methyl Ether Dimethyl Silane, PEG-60 Hydrogenated Castor Oil, Cetearyl Olivate, Hydrogenated Lecithin, Sorbitan Olivate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Ethylhexylglycerin, Cocoa Extract, Dextrin, Potassium Hydroxide, Disodium EDTA, Fragrance",
    source: "https://therageffect.com/2018/03/31/review-innisfree-green-tea-seed-serum/",
  },
];
