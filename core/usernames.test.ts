import { describe, expect, it } from "vitest";
import { normalizeUsername } from "./usernames";

const ok = (input: string) => normalizeUsername(input);

describe("normalizeUsername", () => {
  it("keeps a plain name and trims it", () => {
    expect(ok("  ana.skin_22 ")).toEqual({ ok: true, username: "ana.skin_22" });
  });

  it("folds full-width and compatibility forms (NFKC), so look-alikes are one name", () => {
    expect(ok("ａｎａ")).toEqual({ ok: true, username: "ana" });
    expect(ok("ﬁona")).toEqual({ ok: true, username: "fiona" });
  });

  it("accepts names in one other alphabet, and Japanese or Korean mixes", () => {
    expect(ok("Мария")).toMatchObject({ ok: true });
    expect(ok("ゆき子")).toMatchObject({ ok: true });
    expect(ok("김민지")).toMatchObject({ ok: true });
  });

  it("refuses mixed scripts that could imitate another name", () => {
    // Latin "p", Cyrillic "а" and "у": looks like "paypal".
    const result = ok("pаypаl");
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("one alphabet") });
    expect(ok("αdmin")).toMatchObject({ ok: false });
  });

  it("refuses unsafe characters, invisible ones and spaces", () => {
    for (const bad of ["ana smith", "ana\u200bsmith", "<b>ana</b>", "ana@x", "ana/../x", "ana\u202e"]) {
      expect(ok(bad), bad).toMatchObject({ ok: false });
    }
  });

  it("refuses punctuation at the ends or doubled, too short, too long, and reserved names", () => {
    expect(ok(".ana")).toMatchObject({ ok: false, message: expect.stringContaining("start and end") });
    expect(ok("ana__b")).toMatchObject({ ok: false, message: expect.stringContaining("in a row") });
    expect(ok("ab")).toMatchObject({ ok: false, message: expect.stringContaining("at least 3") });
    expect(ok("a".repeat(51))).toMatchObject({ ok: false, message: expect.stringContaining("at most 50") });
    expect(ok("Admin")).toMatchObject({ ok: false, message: expect.stringContaining("reserved") });
  });
});
