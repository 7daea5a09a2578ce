/** A realistic five-product routine (given by name and ingredient text) that the benchmarks submit. */
export const BENCH_ROUTINE_PRODUCTS = {
  morningProducts: [
    { name: "Gentle Cleanser", productType: "Cleanser", ingredients: "Water, Glycerin, Cocamidopropyl Betaine, Sodium Chloride, Phenoxyethanol" },
    { name: "Vitamin C Serum", productType: "Serum", ingredients: "Water, Ascorbic Acid, Propylene Glycol, Ferulic Acid, Tocopherol" },
    { name: "Daily SPF 50", productType: "Sunscreen", ingredients: "Water, Homosalate, Octisalate, Avobenzone, Glycerin, Dimethicone" },
  ],
  nightProducts: [
    { name: "Retinol Serum", productType: "Serum", ingredients: "Water, Squalane, Glycerin, Retinol, Tocopherol, Phenoxyethanol" },
    { name: "Barrier Cream", productType: "Moisturizer", ingredients: "Water, Glycerin, Cetearyl Alcohol, Ceramide NP, Ceramide AP, Cholesterol, Petrolatum" },
  ],
};
