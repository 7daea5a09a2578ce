/**
 * The relevance test set of product search: what people type to find a product, and the product
 * they mean. Two halves:
 * - SHIPPED_QUERIES, written by hand for products of the shipped catalogue (drizzle/seed): partial
 *   names, brand and name in another order, misspellings, no accents, brand nicknames.
 * - sharedCatalogQueries(), made from the shared Sephora catalogue's real names (read from
 *   ../shared/data, never copied here) by the same rules a person follows: the distinctive words of
 *   the name (first words until no other product of the brand has them all), the brand after the
 *   name, a dropped or swapped letter, lower case without accents.
 * Used by scripts/bench/search-relevance.ts (top-1 and top-3 hit rates).
 */
import { foldText } from "../../core/search-text";
import type { CatalogRow } from "../../tests/helpers/shared-data";

export interface RelevanceQuery {
  query: string;
  /** The product meant: brand and name as stored. */
  brand: string;
  name: string;
  /** How the query was phrased. */
  kind: "partial" | "reordered" | "misspelled" | "no-accents" | "full";
}

const q = (query: string, brand: string, name: string, kind: RelevanceQuery["kind"]): RelevanceQuery => ({ query, brand, name, kind });

export const SHIPPED_QUERIES: RelevanceQuery[] = [
  q("cerave hydrating cleanser", "CeraVe", "Hydrating Facial Cleanser", "partial"),
  q("hydrating facial cleanser cerave", "CeraVe", "Hydrating Facial Cleanser", "reordered"),
  q("cerave foaming", "CeraVe", "Foaming Facial Cleanser", "partial"),
  q("cervae foaming cleanser", "CeraVe", "Foaming Facial Cleanser", "misspelled"),
  q("cerave sa cleanser", "CeraVe", "Renewing SA Cleanser", "partial"),
  q("toleriane hydrating gentle cleanser", "La Roche-Posay", "Toleriane Hydrating Gentle Cleanser", "partial"),
  q("la roche posay effaclar purifying", "La Roche-Posay", "Effaclar Purifying Foaming Gel", "partial"),
  q("effaclar medicated gel", "La Roche-Posay", "Effaclar Medicated Gel Cleanser", "partial"),
  q("cetaphil gentle skin cleanser", "Cetaphil", "Gentle Skin Cleanser", "full"),
  q("sensibio h2o", "Bioderma", "Sensibio H2O Micellar Water", "partial"),
  q("bioderma sebium", "Bioderma", "Sébium H2O Micellar Water", "no-accents"),
  q("cosrx good morning gel cleanser", "COSRX", "Low pH Good Morning Gel Cleanser", "partial"),
  q("banila clean it zero", "Banila Co", "Clean It Zero Cleansing Balm Original", "partial"),
  q("ordinary squalane cleanser", "The Ordinary", "Squalane Cleanser", "partial"),
  q("take the day off balm", "Clinique", "Take The Day Off Cleansing Balm", "partial"),
  q("senka perfect whip", "Senka", "Perfect Whip", "full"),
  q("dr bronners peppermint", "Dr. Bronner's", "Pure-Castile Liquid Soap Peppermint", "partial"),
  q("paulas choice 2% bha liquid", "Paula's Choice", "Skin Perfecting 2% BHA Liquid Exfoliant", "partial"),
  q("bha liquid exfoliant paula's choice", "Paula's Choice", "Skin Perfecting 2% BHA Liquid Exfoliant", "reordered"),
  q("glycolic acid toning solution", "The Ordinary", "Glycolic Acid 7% Toning Solution", "partial"),
  q("ordinary glycolic", "The Ordinary", "Glycolic Acid 7% Toning Solution", "partial"),
  q("aha 30 bha 2 peeling solution", "The Ordinary", "AHA 30% + BHA 2% Peeling Solution", "partial"),
  q("the ordinary peeling solution", "The Ordinary", "AHA 30% + BHA 2% Peeling Solution", "partial"),
  q("mandelic acid ordinary", "The Ordinary", "Mandelic Acid 10% + HA", "reordered"),
  q("cosrx blackhead power liquid", "COSRX", "BHA Blackhead Power Liquid", "partial"),
  q("cosrx whitehead", "COSRX", "AHA 7 Whitehead Power Liquid", "partial"),
  q("stridex sensitive pads", "Stridex", "Sensitive Acne Pads with Aloe", "partial"),
  q("thayers rose petal toner", "Thayers", "Alcohol-Free Rose Petal Witch Hazel Toner", "partial"),
  q("klairs supple preparation", "Klairs", "Supple Preparation Unscented Toner", "partial"),
  q("pixi glow tonic", "Pixi", "Glow Tonic", "full"),
  q("clarifying lotion 2 clinique", "Clinique", "Clarifying Lotion 2", "reordered"),
  q("anua heartleaf toner", "Anua", "Heartleaf 77% Soothing Toner", "partial"),
  q("snail mucin essence", "COSRX", "Advanced Snail 96 Mucin Power Essence", "partial"),
  q("cosrx snail 96", "COSRX", "Advanced Snail 96 Mucin Power Essence", "partial"),
  q("sk ii facial treatment essence", "SK-II", "Facial Treatment Essence", "full"),
  q("galactomyces essence", "COSRX", "Galactomyces 95 Tone Balancing Essence", "partial"),
  q("hada labo gokujyun lotion", "Hada Labo", "Gokujyun Hyaluronic Lotion", "partial"),
  q("the ordinary niacinamide", "The Ordinary", "Niacinamide 10% + Zinc 1%", "partial"),
  q("niacinamide zinc ordinary", "The Ordinary", "Niacinamide 10% + Zinc 1%", "reordered"),
  q("ordinary niacinimide", "The Ordinary", "Niacinamide 10% + Zinc 1%", "misspelled"),
  q("hyaluronic acid 2% b5", "The Ordinary", "Hyaluronic Acid 2% + B5", "partial"),
  q("alpha arbutin", "The Ordinary", "Alpha Arbutin 2% + HA", "partial"),
  q("azelaic acid suspension", "The Ordinary", "Azelaic Acid Suspension 10%", "partial"),
  q("azelic acid ordinary", "The Ordinary", "Azelaic Acid Suspension 10%", "misspelled"),
  q("granactive retinoid 2%", "The Ordinary", "Granactive Retinoid 2% in Squalane", "partial"),
  q("argireline", "The Ordinary", "Argireline Solution 10%", "partial"),
  q("matrixyl ordinary", "The Ordinary", "Matrixyl 10% + HA", "reordered"),
  q("skinceuticals ce ferulic", "SkinCeuticals", "C E Ferulic", "full"),
  q("phloretin cf", "SkinCeuticals", "Phloretin CF", "full"),
  q("estee lauder advanced night repair", "Estée Lauder", "Advanced Night Repair Synchronized Multi-Recovery Complex", "no-accents"),
  q("advanced night repair", "Estée Lauder", "Advanced Night Repair Synchronized Multi-Recovery Complex", "partial"),
  q("vichy mineral 89", "Vichy", "Minéral 89 Hyaluronic Acid Face Serum", "no-accents"),
  q("mizon snail repair ampoule", "Mizon", "Snail Repair Intensive Ampoule", "partial"),
  q("differin gel", "Differin", "Adapalene Gel 0.1% Acne Treatment", "partial"),
  q("adapalene differin", "Differin", "Adapalene Gel 0.1% Acne Treatment", "reordered"),
  q("mario badescu drying lotion", "Mario Badescu", "Drying Lotion", "full"),
  q("pimple master patch", "COSRX", "Acne Pimple Master Patch", "partial"),
  q("mederma scar gel", "Mederma", "Advanced Scar Gel", "partial"),
  q("kiehls avocado eye", "Kiehl's", "Creamy Eye Treatment with Avocado", "partial"),
  q("ordinary caffeine solution", "The Ordinary", "Caffeine Solution 5% + EGCG", "partial"),
  q("hydro boost eye gel", "Neutrogena", "Hydro Boost+ Caffeine Eye Gel Cream", "partial"),
  q("cerave moisturizing cream", "CeraVe", "Moisturizing Cream", "full"),
  q("cerave pm lotion", "CeraVe", "PM Facial Moisturizing Lotion", "partial"),
  q("cerave healing ointment", "CeraVe", "Healing Ointment", "full"),
  q("vanicream moisturizing cream", "Vanicream", "Moisturizing Skin Cream", "partial"),
  q("neutrogena hydro boost water gel", "Neutrogena", "Hydro Boost Water Gel", "full"),
  q("cicaplast baume", "La Roche-Posay", "Cicaplast Baume B5", "partial"),
  q("avene cicalfate", "Avène", "Cicalfate+ Restorative Protective Cream", "no-accents"),
  q("aquaphor", "Aquaphor", "Healing Ointment", "partial"),
  q("dramatically different moisturizing lotion", "Clinique", "Dramatically Different Moisturizing Lotion+", "partial"),
  q("kiehls ultra facial cream", "Kiehl's", "Ultra Facial Cream", "no-accents"),
  q("weleda skin food", "Weleda", "Skin Food Original Ultra-Rich Cream", "partial"),
  q("nivea creme", "Nivea", "Creme", "full"),
  q("natural moisturizing factors", "The Ordinary", "Natural Moisturizing Factors + HA", "partial"),
  q("first aid beauty ultra repair cream", "First Aid Beauty", "Ultra Repair Cream Intense Hydration", "partial"),
  q("olay regenerist", "Olay", "Regenerist Micro-Sculpting Cream", "partial"),
  q("aveeno eczema cream", "Aveeno", "Eczema Therapy Daily Moisturizing Cream", "partial"),
  q("egyptian magic", "Egyptian Magic", "All Purpose Skin Cream", "partial"),
  q("bio oil", "Bio-Oil", "Skincare Oil", "partial"),
  q("midnight recovery concentrate", "Kiehl's", "Midnight Recovery Concentrate", "partial"),
  q("blue tansy face oil herbivore", "Herbivore", "Lapis Blue Tansy Face Oil", "reordered"),
  q("huile prodigieuse", "Nuxe", "Huile Prodigieuse Multi-Purpose Dry Oil", "partial"),
  q("supergoop unseen sunscreen", "Supergoop!", "Unseen Sunscreen SPF 40", "partial"),
  q("supergoop unseen", "Supergoop!", "Unseen Sunscreen SPF 40", "partial"),
  q("suppergoop glowscreen", "Supergoop!", "Glowscreen SPF 40", "misspelled"),
  q("elta md uv clear", "EltaMD", "UV Clear Broad-Spectrum SPF 46", "partial"),
  q("eltamd uv clear tinted", "EltaMD", "UV Clear Tinted Broad-Spectrum SPF 46", "partial"),
  q("beauty of joseon relief sun", "Beauty of Joseon", "Relief Sun: Rice + Probiotics SPF50+ PA++++", "partial"),
  q("anthelios uvmune 400", "La Roche-Posay", "Anthelios UVMune 400 Invisible Fluid SPF50+", "partial"),
  q("cerave am lotion spf 30", "CeraVe", "AM Facial Moisturizing Lotion SPF 30", "partial"),
  q("ultra sheer dry touch", "Neutrogena", "Ultra Sheer Dry-Touch Sunscreen SPF 55", "partial"),
  q("laneige water sleeping mask", "Laneige", "Water Sleeping Mask", "full"),
  q("laneige lip mask", "Laneige", "Lip Sleeping Mask Berry", "partial"),
  q("rare earth masque", "Kiehl's", "Rare Earth Deep Pore Cleansing Masque", "partial"),
  q("porefessional mask", "Benefit Cosmetics", "The POREfessional Deep Retreat Pore-Clearing Clay Mask", "partial"),
  q("mario badescu rosewater spray", "Mario Badescu", "Facial Spray with Aloe, Herbs and Rosewater", "partial"),
  q("caudalie beauty elixir", "Caudalie", "Beauty Elixir", "full"),
  q("mac fix+", "MAC", "Prep + Prime Fix+", "partial"),
];

const BRAND_NOISE = new Set(["since", "1851", "collection", "paris", "new", "york", "skincare", "cosmetics", "beauty", "labs", "skin", "care"]);

const words = (text: string) => foldText(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);

/** One letter dropped from (or two swapped in) the longest word: the typos people make. */
function misspell(text: string, i: number): string {
  const parts = text.split(" ");
  let at = 0;
  parts.forEach((p, j) => {
    if (p.length > parts[at].length) at = j;
  });
  const w = parts[at];
  if (w.length < 6) return text;
  const k = 2 + (i % (w.length - 4));
  parts[at] = i % 2 ? w.slice(0, k) + w.slice(k + 1) : w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  return parts.join(" ");
}

/**
 * The first words of a name that no other product of the brand also has (at least 3, all when
 * none are enough): what a person types once the results show the line's other products. A query
 * of the first 3 words alone names a product line ("tatcha luminous dewy skin": the Mist, the Night
 * Concentrate, the Sheet Mask), for which no ranking can know which one was meant.
 */
function distinctiveWords(name: string[], siblings: ReadonlyArray<ReadonlySet<string>>): string[] {
  let n = Math.min(3, name.length);
  while (n < name.length && siblings.some((other) => name.slice(0, n).every((w) => other.has(w)))) n++;
  return name.slice(0, n);
}

/**
 * About `count` queries from the shared catalogue's real names, spread over it (every n-th product
 * whose brand and name are unique), cycling through the four phrasings.
 */
export function sharedCatalogQueries(rows: readonly CatalogRow[], count: number): RelevanceQuery[] {
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(`${r.brand}|${r.name}`.toLowerCase(), (seen.get(`${r.brand}|${r.name}`.toLowerCase()) ?? 0) + 1);
  const unique = rows.filter((r) => seen.get(`${r.brand}|${r.name}`.toLowerCase()) === 1 && words(r.name).length >= 2);
  const byBrand = new Map<string, Array<{ name: string; words: Set<string> }>>();
  for (const r of rows) {
    const list = byBrand.get(r.brand.toLowerCase()) ?? [];
    list.push({ name: r.name.toLowerCase(), words: new Set(words(r.name)) });
    byBrand.set(r.brand.toLowerCase(), list);
  }
  const step = Math.max(1, Math.floor(unique.length / count));
  const out: RelevanceQuery[] = [];
  for (let i = 0; out.length < count && i * step < unique.length; i++) {
    const r = unique[i * step];
    const brand = words(r.brand).filter((w) => !BRAND_NOISE.has(w)).slice(0, 2).join(" ") || words(r.brand)[0];
    const siblings = (byBrand.get(r.brand.toLowerCase()) ?? []).filter((o) => o.name !== r.name.toLowerCase()).map((o) => o.words);
    const name = distinctiveWords(words(r.name), siblings);
    const kinds = ["partial", "reordered", "misspelled", "no-accents"] as const;
    const kind = kinds[i % kinds.length];
    const text =
      kind === "partial"
        ? `${brand} ${name.join(" ")}`
        : kind === "reordered"
          ? `${name.join(" ")} ${brand}`
          : kind === "misspelled"
            ? misspell(`${brand} ${name.join(" ")}`, i)
            : foldText(`${r.brand} ${r.name}`).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    out.push({ query: text, brand: r.brand, name: r.name, kind });
  }
  return out;
}
