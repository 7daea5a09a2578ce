/**
 * Failure classes found by running the retail catalogue through the parser (synthetic lists only:
 * the catalogue itself is never copied here). Each block is one general rule.
 */
import { describe, expect, it } from "vitest";
import { parseInci } from "./inci";
import { canonicalKey } from "./inci-key";

const keys = (text: string) => parseInci(text).ingredients.map((i) => i.key);

describe("canonical keys of names written in other ways", () => {
  it("drops diacritics", () => {
    expect(keys("AQUA, GLYCÉRINE, ALCOHOL DÉNAT., Huile Minérale")).toEqual(["water", "glycerin", "alcohol denat", "huile minerale"]);
  });

  it("reads colour index numbers however they are written", () => {
    for (const name of ["CI 77891", "Ci77891", "CI-77891", "C.I. 77891", "C.I.77891"]) expect(canonicalKey(name)).toBe("titanium dioxide");
    expect(canonicalKey("C.I. 15510")).toBe("ci 15510");
  });

  it("keys a colour number name by its CI number when the list gives one", () => {
    expect(canonicalKey("Orange 4 (Ci 15510)")).toBe("ci 15510");
    expect(canonicalKey("Ext. Violet 2 (CI 60730)")).toBe("ci 60730");
    expect(canonicalKey("FD&C Green No. 3 (CI 42053)")).toBe("ci 42053");
    // Names the synonym table already maps keep their key.
    expect(canonicalKey("Red 4 (CI 14700)")).toBe("red 4");
    expect(canonicalKey("Titanium Dioxide (CI 77891)")).toBe("titanium dioxide");
    expect(canonicalKey("Iron Oxides (CI 77491)")).toBe("iron oxides");
  });

  it("mends words broken by a hyphen at a line end", () => {
    expect(canonicalKey("Tocopheryl Ac- etate")).toBe("tocopheryl acetate");
    expect(canonicalKey("PEG-40 Hydroge- nated Castor Oil")).toBe("peg-40 hydrogenated castor oil");
    expect(canonicalKey("Propane- Diol")).toBe("propanediol");
    expect(canonicalKey("PEG- 100 Stearate")).toBe("peg-100 stearate");
    expect(canonicalKey("Polyquaternium- 10")).toBe("polyquaternium-10");
    expect(canonicalKey("Biosaccharide Gum - 1")).toBe("biosaccharide gum-1");
    expect(canonicalKey("1,2- Hexanediol")).toBe("1,2-hexanediol");
    // A Greek-letter or locant prefix keeps its hyphen.
    expect(canonicalKey("Alpha- Isomethyl Ionone")).toBe("alpha-isomethyl ionone");
  });

  it("separates words glued together at a capital letter", () => {
    expect(canonicalKey("PotassiumChloride")).toBe("potassium chloride");
    expect(canonicalKey("Caprylic/CapricTriglyceride")).toBe("caprylic/capric triglyceride");
    expect(canonicalKey("Aloe BarbadensisLeaf Juice")).toBe("aloe barbadensis leaf juice");
    expect(canonicalKey("C13-14Isoparaffin")).toBe("c13-14 isoparaffin");
    expect(canonicalKey("CoQ10")).toBe("ubiquinone");
  });

  it("drops sourcing qualifiers before the name", () => {
    expect(canonicalKey("Organic Glycerin")).toBe("glycerin");
    expect(canonicalKey("Certified Organic Aloe Barbadensis Leaf Juice")).toBe("aloe barbadensis leaf juice");
    expect(canonicalKey("100% Unrefined Sclerocarya Birrea Seed Oil")).toBe("sclerocarya birrea seed oil");
    expect(canonicalKey("Cold-Pressed Rosa Canina Fruit Oil")).toBe("rosa canina fruit oil");
    expect(canonicalKey("Wildcrafted Organic Calendula Officinalis Flower Extract")).toBe("calendula officinalis flower extract");
  });

  it("reads multilingual label names as their INCI part", () => {
    expect(canonicalKey("Beeswax/Cera Alba/Cire D'Abeille")).toBe("beeswax");
    expect(canonicalKey("Mineral Oil/Paraffinum Liquidum/Huile Minérale")).toBe("mineral oil");
    expect(canonicalKey("Solum Diatomeae/Diatomaceous Earth/Terre De Diatomées")).toBe("solum diatomeae");
    expect(canonicalKey("Declustered Water (+)/Aqua/Eau De-Structurée (+)")).toBe("water");
    expect(canonicalKey("Egg Yolk Extract/Extrait De Jaune D'oeuf")).toBe("egg yolk extract");
    expect(canonicalKey("Aroma/Flavor")).toBe("flavor");
    // Slash names that are one INCI name stay whole.
    expect(canonicalKey("Caprylic/Capric Triglyceride")).toBe("caprylic/capric triglyceride");
    expect(canonicalKey("Saccharomyces/Rice Ferment Filtrate")).toBe("saccharomyces/rice ferment filtrate");
  });

  it("reads a backslash as a slash", () => {
    expect(canonicalKey("Epilobium Angustifolium Flower\\Leaf\\Stem Extract")).toBe("epilobium angustifolium flower/leaf/stem extract");
    expect(canonicalKey("Hordeum Vulgare (Barley) Extract\\Extrait D'Orge")).toBe("hordeum vulgare extract");
  });

  it("keeps a parenthesis that is part of a chemical name", () => {
    expect(canonicalKey("Hydrogenated Poly(C6-14 Olefin)")).toBe("hydrogenated poly(c6-14 olefin)");
    expect(canonicalKey("Tris(Tetramethylhydroxypiperidinol) Citrate")).toBe("tris(tetramethylhydroxypiperidinol) citrate");
    expect(canonicalKey("PEG-15 Pentaerythrityl Tetra (Laureth-6 Carboxylate)")).toBe("peg-15 pentaerythrityl tetra(laureth-6 carboxylate)");
    // A common name in parentheses is still dropped.
    expect(canonicalKey("Butyrospermum Parkii (Shea) Butter")).toBe("butyrospermum parkii butter");
    expect(canonicalKey("Brassica Oleracea(Kale) Leaf Extract")).toBe("brassica oleracea leaf extract");
  });

  it("takes a parenthetical that restates the whole INCI name", () => {
    expect(canonicalKey("(Rosemary) Leaf Extract (Rosmarinus Officinalis Leaf Extract)")).toBe("rosmarinus officinalis leaf extract");
  });
});

describe("plants named by their everyday name", () => {
  it("writes a common plant name before plant-part words as its INCI binomial", () => {
    expect(canonicalKey("Sunflower Seed Oil")).toBe("helianthus annuus seed oil");
    expect(canonicalKey("Grape Seed Extract")).toBe("vitis vinifera seed extract");
    expect(canonicalKey("Corn Starch")).toBe("zea mays starch");
    expect(canonicalKey("Witch Hazel Water")).toBe("hamamelis virginiana water");
    expect(canonicalKey("Organic Lemon Peel Extract (Citrus Limon)")).toBe("citrus limon peel extract");
    expect(canonicalKey("Red Raspberry Seed Oil (Rubus Idaeus)")).toBe("rubus idaeus seed oil");
    expect(canonicalKey("Oat (Avena Sativa) Kernel Extract")).toBe("avena sativa kernel extract");
    // The longest common name wins: bitter orange is not sweet orange, Oregon grape is no grape.
    expect(canonicalKey("Bitter Orange Flower Extract")).toBe("citrus aurantium amara flower extract");
    expect(canonicalKey("Orange Peel Oil")).toBe("citrus aurantium dulcis peel oil");
    expect(canonicalKey("Oregon Grape Root")).toBe("mahonia aquifolium root");
  });

  it("leaves names that are not a plant and its parts alone", () => {
    // "Grape Fruit" may be grapefruit written in two words; "Sunflower Wax" names no part; Latin names stay.
    expect(canonicalKey("Grape Fruit Extract")).toBe("grape fruit extract");
    expect(canonicalKey("Orange 4")).toBe("orange 4");
    expect(canonicalKey("Olive Oil PEG-7 Esters")).toBe("olive oil peg-7 esters");
    expect(canonicalKey("Helianthus Annuus (Sunflower) Seed Oil")).toBe("helianthus annuus seed oil");
    expect(canonicalKey("Lemon")).toBe("lemon");
  });
});

describe("locants written with a full stop", () => {
  it("reads 1.2-Hexanediol as 1,2-hexanediol", () => {
    expect(canonicalKey("1.2-Hexanediol")).toBe("1,2-hexanediol");
    expect(canonicalKey("1.3-Butanediol")).toBe("1,3-butanediol");
  });
});

describe("plants named by their everyday name, with the Latin name beside it", () => {
  it("keeps the species the label states in parentheses when it is of the same genus", () => {
    expect(canonicalKey("Green Tea (Camellia Oleifera) Seed Extract")).toBe("camellia oleifera seed extract");
    expect(canonicalKey("Sugar Maple Extract (Acer Saccharinum)")).toBe("acer saccharinum extract");
    // Another genus in the parentheses is a common-name gloss or a slip; the everyday name decides.
    expect(canonicalKey("Lemon Fruit Extract (Lemon Pearl)")).toBe("citrus limon fruit extract");
  });
});
