/**
 * Plants named by their everyday name on a label ("Sunflower Seed Oil", "Witch Hazel Water", "Corn
 * Starch"): the INCI name of a plant material is its Latin binomial followed by the part and the kind of
 * material, so the everyday name is replaced by the binomial when only such words follow it. Only
 * plants whose everyday name points at one species in INCI use are listed (not "chamomile", "rose",
 * "mint", "jasmine" or "ginseng", which name several).
 */

/** Everyday name (lowercased) -> the binomial INCI uses for it; null when the words are ambiguous. */
const PLANTS: ReadonlyMap<string, string | null> = new Map<string, string | null>([
  ["almond", "prunus amygdalus dulcis"],
  ["sweet almond", "prunus amygdalus dulcis"],
  ["aloe", "aloe barbadensis"],
  ["aloe vera", "aloe barbadensis"],
  ["apple", "pyrus malus"],
  ["argan", "argania spinosa"],
  ["arnica", "arnica montana"],
  ["avocado", "persea gratissima"],
  ["baobab", "adansonia digitata"],
  ["basil", "ocimum basilicum"],
  ["bergamot", "citrus aurantium bergamia"],
  ["bilberry", "vaccinium myrtillus"],
  ["bitter orange", "citrus aurantium amara"],
  ["blackberry", "rubus fruticosus"],
  ["borage", "borago officinalis"],
  ["burdock", "arctium lappa"],
  ["calendula", "calendula officinalis"],
  ["carrot", "daucus carota sativa"],
  ["castor", "ricinus communis"],
  ["cocoa", "theobroma cacao"],
  ["coconut", "cocos nucifera"],
  ["coffee", "coffea arabica"],
  ["comfrey", "symphytum officinale"],
  ["coriander", "coriandrum sativum"],
  ["corn", "zea mays"],
  ["cranberry", "vaccinium macrocarpon"],
  ["cucumber", "cucumis sativus"],
  ["dandelion", "taraxacum officinale"],
  ["eucalyptus", "eucalyptus globulus"],
  ["evening primrose", "oenothera biennis"],
  ["ginger", "zingiber officinale"],
  ["ginkgo", "ginkgo biloba"],
  ["gotu kola", "centella asiatica"],
  // "Grape Fruit" may be grapefruit written in two words.
  ["grape fruit", null],
  ["grape", "vitis vinifera"],
  ["grapefruit", "citrus paradisi"],
  ["green tea", "camellia sinensis"],
  ["hemp", "cannabis sativa"],
  ["jojoba", "simmondsia chinensis"],
  ["lavender", "lavandula angustifolia"],
  ["lemon", "citrus limon"],
  ["licorice", "glycyrrhiza glabra"],
  ["lime", "citrus aurantifolia"],
  ["linseed", "linum usitatissimum"],
  ["mandarin", "citrus nobilis"],
  ["mandarin orange", "citrus nobilis"],
  ["mango", "mangifera indica"],
  ["marshmallow", "althaea officinalis"],
  ["marula", "sclerocarya birrea"],
  ["milk thistle", "silybum marianum"],
  ["nettle", "urtica dioica"],
  ["oat", "avena sativa"],
  ["olive", "olea europaea"],
  ["orange", "citrus aurantium dulcis"],
  ["sweet orange", "citrus aurantium dulcis"],
  ["oregon grape", "mahonia aquifolium"],
  ["papaya", "carica papaya"],
  ["peach", "prunus persica"],
  ["peppermint", "mentha piperita"],
  ["pineapple", "ananas sativus"],
  ["pomegranate", "punica granatum"],
  ["pumpkin", "cucurbita pepo"],
  ["raspberry", "rubus idaeus"],
  ["red raspberry", "rubus idaeus"],
  ["rice", "oryza sativa"],
  ["rosehip", "rosa canina"],
  ["rosemary", "rosmarinus officinalis"],
  ["rye", "secale cereale"],
  ["safflower", "carthamus tinctorius"],
  ["sage", "salvia officinalis"],
  ["sea buckthorn", "hippophae rhamnoides"],
  ["shea", "butyrospermum parkii"],
  ["soybean", "glycine soja"],
  ["sugar cane", "saccharum officinarum"],
  ["sugar maple", "acer saccharum"],
  ["sunflower", "helianthus annuus"],
  ["tangerine", "citrus tangerina"],
  ["tea tree", "melaleuca alternifolia"],
  ["thyme", "thymus vulgaris"],
  ["turmeric", "curcuma longa"],
  ["watermelon", "citrullus lanatus"],
  ["wheat", "triticum vulgare"],
  ["witch hazel", "hamamelis virginiana"],
]);

/** Words that may follow a plant's name in an INCI name: the part used and the kind of material. */
const PART_WORDS: ReadonlySet<string> = new Set([
  "seed", "leaf", "fruit", "root", "flower", "peel", "bark", "stem", "kernel", "nut", "bud", "rhizome", "sprout",
  "bran", "germ", "pulp", "extract", "oil", "water", "juice", "wax", "powder", "butter", "starch", "flour", "meal", "protein", "unsaponifiables",
]);

/** True for a word naming a plant part or the kind of plant material ("seed", "extract"). */
export function isPlantPartWord(word: string): boolean {
  return PART_WORDS.has(word);
}

/** Two or three Latin words ("citrus aurantium dulcis"). */
const BINOMIAL = /^[a-z]+(?: [a-z]+){1,2}$/;

/** The longest everyday plant name has this many words. */
const MAX_WORDS = 2;

/**
 * The INCI form of a tidied key that names a plant by its everyday name followed only by part words
 * ("grape seed extract" -> "vitis vinifera seed extract"); the key unchanged otherwise. A binomial the
 * label states in parentheses wins when it is of the same genus ("Green Tea (Camellia Oleifera) Seed
 * Extract" is Camellia oleifera, not the tea plant).
 */
export function withBotanicalName(key: string, statedGroups: readonly string[] = []): string {
  const words = key.split(" ");
  if (words.length < 2 || !PART_WORDS.has(words[words.length - 1])) return key;
  for (let n = Math.min(MAX_WORDS, words.length - 1); n >= 1; n--) {
    const binomial = PLANTS.get(words.slice(0, n).join(" "));
    if (binomial === undefined) continue;
    if (binomial === null || !words.slice(n).every((w) => PART_WORDS.has(w))) return key;
    const genus = binomial.slice(0, binomial.indexOf(" ") + 1);
    const stated = statedGroups.find((g) => g.startsWith(genus) && BINOMIAL.test(g));
    return `${stated ?? binomial} ${words.slice(n).join(" ")}`;
  }
  return key;
}

/** Every binomial the table writes, for checking against the INCI inventory. */
export function botanicalBinomials(): string[] {
  return [...new Set([...PLANTS.values()].filter((v): v is string => v !== null))];
}
