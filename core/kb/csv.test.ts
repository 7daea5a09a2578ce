import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvObjects } from "./csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'a,b,c\r\n1,"Water, Glycerin","say ""hi"""\n2,"line\nbreak",\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["1", "Water, Glycerin", 'say "hi"'],
      ["2", "line\nbreak", ""],
    ]);
  });

  it("handles a byte-order mark and a last line without a newline", () => {
    expect(parseCsv("\ufeffx,y\n1,2")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });

  it("rejects an unterminated quoted field", () => {
    expect(() => parseCsv('a\n"open')).toThrow(/unterminated/);
  });

  it("maps rows to objects by header", () => {
    expect(parseCsvObjects('Name,Ingredients\nMask,"Water, Clay"\nShort')).toEqual([
      { Name: "Mask", Ingredients: "Water, Clay" },
      { Name: "Short", Ingredients: "" },
    ]);
  });
});
