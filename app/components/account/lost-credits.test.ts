import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { lostCreditsText } from "./lost-credits";

describe("lostCreditsText", () => {
  it("says how many credits go, and how many of them were paid for", () => {
    const en = translator("en");
    expect(lostCreditsText(en, 0, 0)).toBeNull();
    expect(lostCreditsText(en, 1, 0)).toBe("Your 1 free credit will be lost.");
    expect(lostCreditsText(en, 3, 0)).toBe("Your 3 free credits will be lost.");
    expect(lostCreditsText(en, 17, 15)).toBe("Your 17 unused credits will be lost, 15 of them paid for: deleted accounts are not refunded.");
    expect(lostCreditsText(en, 15, 15)).toBe("Your 15 unused credits will be lost, all 15 were paid for: deleted accounts are not refunded.");
    expect(lostCreditsText(en, 1, 1)).toBe("Your 1 unused credit will be lost, it was paid for: deleted accounts are not refunded.");
  });

  it("says it in the reader's language", () => {
    const de = translator("de");
    expect(lostCreditsText(de, 1, 0)).toBe("Ihr 1 kostenloses Credit geht verloren.");
    expect(lostCreditsText(de, 17, 15)).toBe("Ihre 17 ungenutzten Credits gehen verloren, davon 15 bezahlt: Für gelöschte Konten wird nichts erstattet.");
    expect(lostCreditsText(translator("fr"), 2, 2)).toContain("Vos 2 crédits inutilisés seront perdus");
    expect(lostCreditsText(translator("es"), 3, 0)).toBe("Perderá sus 3 créditos gratuitos.");
  });
});
