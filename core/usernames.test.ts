import { describe, expect, it } from "vitest";
import { displayNameProblem, normalizeUsername, usernameSkeleton } from "./usernames";

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
    for (const bad of ["ana smith", "ana\u200bsmith", "<b>ana</b>", "ana@x", "ana/../x", "ana\u202e", "\u3164\u3164\u3164\u3164", "ana\u3164", "an\u115Fa", "ana\u17B4x", "ana\uFFA0"]) {
      expect(ok(bad), bad).toMatchObject({ ok: false });
    }
  });

  it("refuses small capitals, which pass for their letters ('ᴀdmin', 'ꜱupport', 'ᴀlice' beside 'alice')", () => {
    for (const bad of ["ᴀdmin", "skinstᴀck", "suppoʀt", "ꜱupport", "ᴀlice", "adᴍin", "ʜelp", "staꜰꜰ", "ᴍoderator"]) {
      expect(ok(bad), bad).toMatchObject({ ok: false, message: expect.stringContaining("small capital") });
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

describe("usernameSkeleton (UTS #39 confusables, folded with case)", () => {
  it("gives an all-Cyrillic look-alike the skeleton of the Latin name", () => {
    // Cyrillic р, а, у, а, р, а and Latin-looking Cyrillic palochka-free "l" spelled with Latin l.
    expect(usernameSkeleton("раураl")).toBe(usernameSkeleton("paypal"));
    expect(usernameSkeleton("аdmіn")).toBe(usernameSkeleton("admin"));
  });

  it("folds case, digits that look like letters and fullwidth forms", () => {
    expect(usernameSkeleton("PayPaI")).toBe(usernameSkeleton("paypal"));
    expect(usernameSkeleton("paypa1")).toBe(usernameSkeleton("paypal"));
    expect(usernameSkeleton("0livia")).toBe(usernameSkeleton("olivia"));
    expect(usernameSkeleton("ｐａｙｐａｌ")).toBe(usernameSkeleton("paypal"));
    expect(usernameSkeleton("ΑΒΕΚ")).toBe(usernameSkeleton("abek"));
  });

  it("keeps names that only share letters apart", () => {
    expect(usernameSkeleton("paypal")).not.toBe(usernameSkeleton("paypals"));
    expect(usernameSkeleton("maria")).not.toBe(usernameSkeleton("marta"));
    expect(usernameSkeleton("Мария")).not.toBe(usernameSkeleton("Mария2"));
  });
});

describe("displayNameProblem", () => {
  it("refuses names that claim to be the app or its staff, also in look-alike letters", () => {
    for (const name of ["Skinstack", "Skin Stack Team", "theSkinstack", "Official", "Admin", "Аdmin", "ADM1N", "m0derator", "Ѕuррort", "Jane (support)", "Staff"]) {
      expect(displayNameProblem(name), name).toMatch(/Skinstack|staff/);
    }
  });

  it("refuses check marks and their look-alikes", () => {
    for (const name of ["Jane ✓", "✔ Jane", "Jane ☑", "Jane ✅", "Jane √", "Jane 🗸"]) {
      expect(displayNameProblem(name), name).toMatch(/check mark/);
    }
  });

  it("refuses text-direction controls, which show a name in another order (\u202E + 'KCATSNIKS' reads 'SKINSTACK')", () => {
    for (const name of ["\u202EKCATSNIKS", "\u202Etroppus", "Jane \u202Enimda", "\u2067Ana\u2069", "\u202Bمريم\u202C"]) {
      expect(displayNameProblem(name), JSON.stringify(name)).toMatch(/direction/);
    }
  });

  it("reads a name without its invisible characters: a zero-width space or joiner, a grapheme joiner or a filler hides no staff word", () => {
    for (const name of ["Sup\u200Bport Te\u200Bam", "Ad\u200Bmin", "A\u200Ddmin", "Mod\u034Ferator", "Ad\u17B4min", "Skin\u3164stack", "Skin\u2060stack"]) {
      expect(displayNameProblem(name), JSON.stringify(name)).toMatch(/Skinstack|staff/);
    }
  });

  it("reads small capitals as their letters: 'Adᴍin', 'Moderatoʀ' or 'ꜱupport ᴛeam' is a staff word", () => {
    for (const name of ["Adᴍin", "Moderatoʀ", "ꜱupport ᴛeam", "ꜱᴋɪɴꜱᴛᴀᴄᴋ", "Sᴛᴀꜰꜰ"]) {
      expect(displayNameProblem(name), name).toMatch(/Skinstack|staff/);
    }
  });

  it("refuses a name that shows nothing", () => {
    for (const name of ["\u3164\u3164\u3164", "\u200B", "\u115F\u1160", "\uFFA0 \u200D"]) {
      expect(displayNameProblem(name), JSON.stringify(name)).toMatch(/visible/);
    }
  });

  it("accepts ordinary names, including ones that contain a reserved word inside another", () => {
    for (const name of ["Jane Doe", "Badminton fan", "Ana Supportina", "Мария", "O'Brien", "Moderately dry skin", "מרים", "مريم", "👩\u200D🔬 Ana", "مريم\u200F", "Ana\u200E", "علي\u061C"]) {
      expect(displayNameProblem(name), name).toBeNull();
    }
  });
});
