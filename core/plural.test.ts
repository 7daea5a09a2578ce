import { describe, expect, it } from "vitest";
import { countOf, englishNumber, englishPlural, pluralWord } from "./plural";

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

describe("the whole-number path", () => {
  const samples = [0, 1, -1, 2, -2, 9, 10, 99, 100, 999, 1000, -1000, 1001, 12345, 999999, 1000000, -1234567, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

  it("writes and counts every whole number as Intl does", () => {
    const nf = new Intl.NumberFormat("en-US");
    const en = new Intl.NumberFormat("en");
    const pr = new Intl.PluralRules("en-US");
    for (let n = -2000; n <= 2000; n++) samples.push(n);
    for (const n of samples) {
      expect(englishNumber(n)).toBe(nf.format(n));
      expect(englishNumber(n)).toBe(en.format(n));
      expect(englishNumber(n)).toBe(n.toLocaleString("en-US"));
      expect(englishPlural(n)).toBe(pr.select(n));
    }
  });

  it("writes decimals as Intl does, and leaves rounding, -0 and huge numbers to it", () => {
    const nf = new Intl.NumberFormat("en-US");
    const pr = new Intl.PluralRules("en-US");
    const many = [1.5, -0.25, 7.5, 0.1 + 0.2, 1.0005, 2.0015, 1.00001, 1234.5678, 1234.5, -2.125, 999999.999, 0.001, 0.0001, 1e-7, 1e21, -0, 2 ** 60, Infinity, -Infinity, NaN];
    for (let i = 0; i < 3000; i++) many.push(Math.round(i * 7.3) / 10, i / 8, -i / 1000, i * 1.0001);
    for (const n of many) {
      expect(englishNumber(n)).toBe(nf.format(n));
      expect(englishPlural(n)).toBe(pr.select(n));
    }
  });
});
