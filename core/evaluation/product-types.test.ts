/** How a retail product is typed from its catalogue label and its name (synthetic names). */
import { describe, expect, it } from "vitest";
import { normalizeProductType } from "./product-types";

describe("a name's last product word says what the product is", () => {
  it("reads the head word of a name with several type words", () => {
    expect(normalizeProductType("Treatment", "Glow Essence Serum")).toBe("Serum");
    expect(normalizeProductType("Treatment", "Sulfur Acne Treatment Mask")).toBe("Mask");
    expect(normalizeProductType("Treatment", "Radiance Drops Concentrate Oil")).toBe("Oil");
    expect(normalizeProductType("Treatment", "Brightening Milk Serum")).toBe("Serum");
    // Qualifiers after a dash or "with" are not the product.
    expect(normalizeProductType("Treatment", "Clarity Serum - Travel Mask Edition")).toBe("Serum");
  });

  it("keeps the words that type a product wherever they stand", () => {
    expect(normalizeProductType("Treatment", "Firming Eye Serum")).toBe("Eye Cream");
    expect(normalizeProductType("Treatment", "Tinted Serum SPF 30")).toBe("Sunscreen");
    expect(normalizeProductType("Treatment", "Cleansing Mask")).toBe("Cleanser");
  });

  it("does not take 'oil control', 'oil-free' or a peel-off mask for an oil or a peel", () => {
    expect(normalizeProductType("Treatment", "Natural Oil Control Moisturizer")).toBe("Moisturizer");
    expect(normalizeProductType("Treatment", "Clay Peel-Off Mask")).toBe("Mask");
  });

  it("reads a cream, gel or lotion word only when no other product word is there", () => {
    expect(normalizeProductType("Treatment", "Exfoliating Peel Gel")).toBe("Exfoliant");
    expect(normalizeProductType("Treatment", "Retinol Night Cream")).toBe("Moisturizer");
    expect(normalizeProductType("Treatment", "Serum Cream")).toBe("Moisturizer");
  });

  it("types acid pads as an exfoliant, unless the name says toner or cleansing", () => {
    expect(normalizeProductType("Treatment", "Glycolic Resurfacing Pads")).toBe("Exfoliant");
    expect(normalizeProductType("Treatment", "Calming Toner Pads")).toBe("Toner");
  });

  it("reads a dark or age spot product as a serum, a blemish spot product or patch as a spot treatment", () => {
    expect(normalizeProductType("Treatment", "Dark Spot Correcting Serum")).toBe("Serum");
    expect(normalizeProductType("Treatment", "Age Spot Corrector")).toBe("Serum");
    expect(normalizeProductType("Treatment", "Overnight Blemish Dots")).toBe("Spot Treatment");
    expect(normalizeProductType("Treatment", "Acne Spot Treatment")).toBe("Spot Treatment");
  });

  it("reads a treatment lotion as an essence", () => {
    expect(normalizeProductType("Treatment", "Soothing Treatment Lotion")).toBe("Essence");
    expect(normalizeProductType("Moisturizer", "The Treatment Lotion")).toBe("Essence");
  });
});

describe("a name that says another step than a broad retail label", () => {
  it("types oils, masks, toners, essences, mists and serums filed under Moisturizer by their name", () => {
    expect(normalizeProductType("Moisturizer", "Rose Beauty Oil")).toBe("Oil");
    expect(normalizeProductType("Moisturizer", "Aqua Sleeping Mask")).toBe("Mask");
    expect(normalizeProductType("Moisturizer", "Green Tea Balancing Toner")).toBe("Toner");
    expect(normalizeProductType("Moisturizer", "Fermented Facial Essence")).toBe("Essence");
    expect(normalizeProductType("Moisturizer", "Dewy Skin Mist")).toBe("Mist");
    expect(normalizeProductType("Moisturizer", "Recovery Overnight Serum")).toBe("Serum");
    expect(normalizeProductType("Moisturizer", "Radiance Drops")).toBe("Serum");
  });

  it("keeps Moisturizer for creams, oil-free moisturizers, SPF moisturizers and creamy oils' cousins", () => {
    expect(normalizeProductType("Moisturizer", "Oil-Free Moisturizer")).toBe("Moisturizer");
    expect(normalizeProductType("Moisturizer", "Oil Control Hydrator")).toBe("Moisturizer");
    expect(normalizeProductType("Moisturizer", "Day Cream Broad Spectrum SPF 30")).toBe("Moisturizer");
    expect(normalizeProductType("Moisturizer", "Essence-Infused Cream")).toBe("Moisturizer");
    expect(normalizeProductType("Moisturizer", "Whipped Marula Oil Face Butter")).toBe("Moisturizer");
  });
});

describe("a name alone", () => {
  it("reads make-up removers and soaps as cleansers, eye make-up removers included", () => {
    expect(normalizeProductType(null, "Waterproof Eye Makeup Remover")).toBe("Cleanser");
    expect(normalizeProductType(null, "Charcoal Soap Bar")).toBe("Cleanser");
    expect(normalizeProductType("Treatment", "Spot Remover Blemish Gel")).toBe("Spot Treatment");
  });

  it("reads 'moisturizing' as a quality and a parenthesis as a qualifier", () => {
    expect(normalizeProductType(null, "Jelly Mask Moisturizing & Energizing")).toBe("Mask");
    expect(normalizeProductType(null, "Sheet Mask (Moisturizing)")).toBe("Mask");
    expect(normalizeProductType(null, "Moisturizing Face Oil")).toBe("Oil");
    expect(normalizeProductType(null, "Daily Moisturizer")).toBe("Moisturizer");
  });

  it("does not take cotton pads for exfoliating pads", () => {
    expect(normalizeProductType(null, "Soft Cotton Pads")).toBeNull();
  });
});

describe("a rinse-off mask whatever the retailer's label (engine 1.4.5)", () => {
  it("reads a clay, mud or charcoal product that no product word types as a mask", () => {
    expect(normalizeProductType("Treatment", "Activated Charcoal Treatment")).toBe("Mask");
    expect(normalizeProductType("Treatment", "SUPERMUD Clearing Treatment")).toBe("Mask");
    expect(normalizeProductType("Treatment", "Pink Clay Detox")).toBe("Mask");
    expect(normalizeProductType(null, "Rinse-Off Purifying Treatment")).toBe("Mask");
  });

  it("reads a serum or an exfoliating acid liquid filed under Cleanser as what it is: it is left on", () => {
    expect(normalizeProductType("Cleanser", "T.L.C. Framboos™ Glycolic Night Serum")).toBe("Serum");
    expect(normalizeProductType("Cleanser", "FAB Skin Lab Resurfacing Liquid 10% AHA")).toBe("Exfoliant");
    expect(normalizeProductType("Cleanser", "Glycolic Acid 7% Toning Solution")).toBe("Toner");
    // Traps: what is washed or rubbed off stays a cleanser.
    expect(normalizeProductType("Cleanser", "Serum Infused Cleansing Balm")).toBe("Cleanser");
    expect(normalizeProductType("Cleanser", "AHA Liquid Face Wash")).toBe("Cleanser");
    expect(normalizeProductType("Cleanser", "Exfoliating Peel Gel")).toBe("Cleanser");
    for (const name of ["Amino Acid Foaming Liquid", "Hyaluronic Acid Makeup Remover Solution", "AHA 30% + BHA 2% Peeling Solution", "Oil-to-Serum Makeup Remover"]) {
      expect(normalizeProductType("Cleanser", name), name).toBe("Cleanser");
    }
  });

  it("reads a mud or mask filed under Cleanser as a mask, unless the name also says it cleanses or scrubs", () => {
    expect(normalizeProductType("Cleanser", "YOUTHMUD Tinglexfoliate Treatment")).toBe("Mask");
    expect(normalizeProductType("Cleanser", "Brightening Mud Treatment")).toBe("Mask");
    expect(normalizeProductType("Cleanser", "Purifying Charcoal Clay Mask + Scrub")).toBe("Cleanser");
    expect(normalizeProductType("Cleanser", "Moor Mud Purifying Cleanser Gel")).toBe("Cleanser");
    expect(normalizeProductType("Cleanser", "Oxygenating Deep Cleanse Mask")).toBe("Cleanser");
  });

  it("trap: a product word still wins (a charcoal cleanser, a clay serum), and plain treatments stay serums", () => {
    expect(normalizeProductType("Treatment", "Charcoal Cleansing Gel")).toBe("Cleanser");
    expect(normalizeProductType("Treatment", "Clay Balancing Serum")).toBe("Serum");
    expect(normalizeProductType("Treatment", "Advanced Wrinkle Treatment")).toBe("Serum");
  });
});


describe("spot treatments by name (engine 1.4.6)", () => {
  it("a drying lotion, gel or paste is a spot treatment, whatever the retailer's label", () => {
    expect(normalizeProductType("Treatment", "Drying Lotion")).toBe("Spot Treatment");
    expect(normalizeProductType("Treatment", "Overnight Drying Paste")).toBe("Spot Treatment");
    expect(normalizeProductType(null, "Acne Drying Gel")).toBe("Spot Treatment");
  });

  it("a mask whose name says it is also a spot treatment, or left on, is used as a leave-on spot treatment", () => {
    expect(normalizeProductType("Mask", "10% Sulfur Acne Mask & Emergency Spot Treatment")).toBe("Spot Treatment");
    expect(normalizeProductType("Mask", "Clay Mask and Overnight Spot Treatment")).toBe("Spot Treatment");
    expect(normalizeProductType("Face Mask", "Sulfur Acne Mask & Spot Treatment")).toBe("Spot Treatment");
  });

  it("trap: a clearing lotion stays a moisturizer, a dark-spot mask stays a mask, a quick-drying mask stays a mask", () => {
    expect(normalizeProductType("Moisturizer", "Clearing Lotion")).toBe("Moisturizer");
    expect(normalizeProductType("Mask", "Dark Spot Correcting Night Mask")).toBe("Mask");
    expect(normalizeProductType("Mask", "Quick Drying Clay Mask")).toBe("Mask");
  });
});
