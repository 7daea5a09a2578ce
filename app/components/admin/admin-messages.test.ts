/** The admin's remaining English: the prompt tester's JSON boxes and the api's errors, in the admin's language. */
import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { ApiError } from "~/utils/http";
import { errorText } from "./admin-action";
import { parseProducts, parseSecondaryGoals } from "./admin-forms";

const fr = translator("fr");
const de = translator("de");
const en = translator("en");
const error = (box: ReturnType<typeof parseProducts>) => (box.ok ? "" : box.error);

describe("the prompt tester's JSON boxes in the admin's language", () => {
  it("says what is wrong in French: empty, not JSON, wrong shape, not goal ids", () => {
    expect(error(parseSecondaryGoals("", fr))).toBe("Le champ « Objectifs secondaires » doit contenir du JSON valide (par exemple [])");
    expect(error(parseProducts("{name: 1}", fr))).toMatch(/^Le champ « Produits » ne contient pas de JSON valide : vérifiez les guillemets, les virgules et les crochets \(.+\)\.$/);
    expect(error(parseProducts("42", fr))).toBe('Le champ « Produits » doit être une liste JSON de produits ou {"morning": [...], "night": [...]}');
    expect(error(parseSecondaryGoals('"hydration"', fr))).toBe('Le champ « Objectifs secondaires » doit être une liste JSON, par exemple ["hydration"]');
    expect(error(parseSecondaryGoals("[1, 2]", de))).toBe('Das Feld „Nebenziele“ muss eine Liste von Ziel-IDs sein, zum Beispiel ["hydration", "glow"]');
  });

  it("keeps the English sentences as they were", () => {
    expect(error(parseSecondaryGoals("", en))).toBe("Secondary goals must hold valid JSON (for example [])");
    expect(error(parseProducts("42"))).toBe('Products must be a JSON list of products or {"morning": [...], "night": [...]}');
    expect(error(parseSecondaryGoals('"x"'))).toBe('Secondary goals must be a JSON list, for example ["hydration"]');
    expect(error(parseSecondaryGoals("[1]"))).toBe('Secondary goals must be a list of goal ids, for example ["hydration", "glow"]');
    let detail = "";
    try {
      JSON.parse("[x");
    } catch (e) {
      detail = (e as Error).message;
    }
    expect(error(parseProducts("[x"))).toBe(`Products must hold valid JSON: ${detail}`);
  });
});

describe("the api's errors on the admin's screens", () => {
  const refused = new ApiError("HTTP 400", { status: 400, code: "validation_error", serverMessage: "products[0].ingredients: Invalid length" });
  const unknown = new ApiError("HTTP 418", { status: 418, code: "no_such_code_anywhere", serverMessage: "I'm a teapot" });

  it("shows the catalogue's sentence for the api's code, not its English message", () => {
    expect(errorText(fr, refused, "repli")).toBe(fr("apiError.validation_error"));
    expect(errorText(fr, refused, "repli")).not.toContain("Invalid length");
  });

  it("shows the screen's own (translated) failure for a code the catalogue lacks, and for a failure that is not the api's", () => {
    expect(errorText(de, unknown, "Laden fehlgeschlagen")).toBe("Laden fehlgeschlagen");
    expect(errorText(de, new TypeError("Failed to fetch"), "Laden fehlgeschlagen")).toBe("Laden fehlgeschlagen");
  });

  it("keeps the api's own message in English", () => {
    expect(errorText(en, refused, "fallback")).toBe("products[0].ingredients: Invalid length");
    expect(errorText(en, new Error("boom"), "fallback")).toBe("boom");
  });
});
