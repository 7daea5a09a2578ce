import { describe, expect, it } from "vitest";
import { informalMessages } from "../i18n/formal-address";
import { kbEntries } from "./index";
import { createKbLocalizer, kbLocalizer, loadKbTranslation, type KbTranslation } from "./translations";

const files = import.meta.glob<KbTranslation>("./translations/*.json", { eager: true, import: "default" });
const byLanguage = Object.fromEntries(Object.entries(files).map(([path, data]) => [path.replace(/^.*\/([^/]+)\.json$/, "$1"), data]));
const source = byLanguage.en;
const languages = Object.keys(byLanguage).filter((l) => l !== "en");

/** What is wrong with a language file against the English source: missing, extra, empty or out-of-order keys. */
function problems(reference: KbTranslation, file: KbTranslation): string[] {
  const found: string[] = [];
  for (const part of ["notes", "benefits"] as const) {
    const want = Object.keys(reference[part] ?? {});
    const have = file[part] ?? {};
    for (const key of want) {
      if (!Object.hasOwn(have, key)) found.push(`${part}: missing ${key}`);
      else if (typeof have[key] !== "string" || !have[key].trim()) found.push(`${part}: empty ${key}`);
    }
    for (const key of Object.keys(have)) if (!want.includes(key)) found.push(`${part}: extra ${key}`);
    if (found.length === 0 && Object.keys(have).join("\n") !== want.join("\n")) found.push(`${part}: keys not in the English order`);
  }
  return found;
}

describe("knowledge-base translations", () => {
  it("the English source is what the knowledge base ships (edit it only together with every translation of the changed keys)", () => {
    expect(source.notes).toEqual(Object.fromEntries(kbEntries.map((e) => [e.inci, e.researchNotes])));
    expect(Object.keys(source.benefits)).toEqual([...new Set(kbEntries.flatMap((e) => e.benefits))]);
    for (const [key, value] of Object.entries(source.benefits)) expect(value).toBe(key);
  });

  it("Spanish is among the languages (the list is the files present)", () => {
    expect(languages).toContain("es");
  });

  it.each(languages)("%s has every English key, no other, none empty, in the English order", (language) => {
    expect(problems(source, byLanguage[language])).toEqual([]);
  });

  it.each(languages)("%s addresses the reader formally", (language) => {
    const { notes, benefits } = byLanguage[language];
    expect([...informalMessages(language, notes), ...informalMessages(language, benefits)]).toEqual([]);
  });

  it("the check catches a missing, an extra and an empty key", () => {
    const reference: KbTranslation = { notes: { a: "A.", b: "B." }, benefits: { Soft: "Soft" } };
    expect(problems(reference, { notes: { a: "x", c: "y" }, benefits: { Soft: " " } })).toEqual([
      "notes: missing b",
      "notes: extra c",
      "benefits: empty Soft",
    ]);
  });
});

describe("kbLocalizer", () => {
  const reference: KbTranslation = { notes: { niacinamide: "Calms redness." }, benefits: { Soothing: "Soothing" } };
  const spanish: KbTranslation = { notes: { niacinamide: "Calma el enrojecimiento." }, benefits: { Soothing: "Calmante" } };
  const es = createKbLocalizer("es", reference, spanish);

  it("gives the translation while the English is the one it was made from", () => {
    expect(es.note("niacinamide", "Calms redness.")).toEqual({ text: "Calma el enrojecimiento.", language: "es" });
    expect(es.benefits(["Soothing", "Edited by an admin"])).toEqual([
      { text: "Calmante", language: "es" },
      { text: "Edited by an admin", language: "en" },
    ]);
  });

  it("keeps an edited note (an admin's override), an unknown entry and English in English", () => {
    expect(es.note("niacinamide", "An admin's own words.")).toEqual({ text: "An admin's own words.", language: "en" });
    expect(es.note(null, "Calms redness.")).toEqual({ text: "Calms redness.", language: "en" });
    expect(es.note("toString", "x")).toEqual({ text: "x", language: "en" });
    expect(createKbLocalizer("en", reference, spanish).note("niacinamide", "Calms redness.").text).toBe("Calms redness.");
  });

  it("loads the shipped files: Spanish translates a shipped note; a language without a file stays English", async () => {
    const niacinamide = kbEntries.find((e) => e.inci === "niacinamide")!;
    const spanishNote = (await loadKbTranslation("es"))!.notes.niacinamide;
    expect((await kbLocalizer("es")).note("niacinamide", niacinamide.researchNotes)).toEqual({ text: spanishNote, language: "es" });
    expect(spanishNote).not.toBe(niacinamide.researchNotes);
    expect((await kbLocalizer("it")).note("niacinamide", niacinamide.researchNotes).language).toBe("en");
    expect((await kbLocalizer("../en")).note("niacinamide", niacinamide.researchNotes).language).toBe("en");
    expect(await loadKbTranslation("it")).toBeNull();
  });
});
