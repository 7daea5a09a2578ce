import { describe, expect, it } from "vitest";
import { countOf, pluralWord } from "./plural";

describe("countOf", () => {
  it("uses the singular for exactly one", () => {
    expect(countOf(1, "product")).toBe("1 product");
    expect(countOf(1, "credit")).toBe("1 credit");
    expect(countOf(1, "comment")).toBe("1 comment");
  });

  it("uses the plural for zero, many and fractions", () => {
    expect(countOf(0, "credit")).toBe("0 credits");
    expect(countOf(2, "product")).toBe("2 products");
    expect(countOf(1.5, "minute")).toBe("1.5 minutes");
  });

  it("takes an explicit or irregular plural", () => {
    expect(countOf(3, "change", "changes")).toBe("3 changes");
    expect(countOf(2, "person")).toBe("2 people");
    expect(countOf(1, "person")).toBe("1 person");
  });

  it("groups thousands", () => {
    expect(countOf(1251, "comment")).toBe("1,251 comments");
  });
});

describe("pluralWord", () => {
  it("gives the noun alone", () => {
    expect(pluralWord(1, "credit")).toBe("credit");
    expect(pluralWord(5, "credit")).toBe("credits");
  });
});
