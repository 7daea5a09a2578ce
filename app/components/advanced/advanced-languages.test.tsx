/** The undo bar's message and the advanced score rings in the reader's language (issue 31), English unchanged. */
import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { renderIn, textOf } from "~/utils/render-in";
import { addedMessage, undoneMessage } from "./add";
import { AdvancedScoreRing } from "./score-ring";

describe("the undo bar's message", () => {
  it("reads in French and German", () => {
    expect(addedMessage("UV Fluid", "morning", null, translator("fr"))).toBe("UV Fluid a été ajouté à votre routine du matin.");
    expect(addedMessage("UV Fluid", "night", "Old SPF", translator("de"))).toBe("Old SPF wurde in Ihrer Abendroutine durch UV Fluid ersetzt.");
    expect(undoneMessage("night", translator("fr"))).toBe("Annulé : votre routine du soir est revenue à son état précédent.");
  });

  it("reads in English as before", () => {
    expect(addedMessage("UV Fluid", "morning", null)).toBe("Added UV Fluid to your morning routine.");
    expect(addedMessage("UV Fluid", "night", "Old SPF", translator("en"))).toBe("Replaced Old SPF with UV Fluid in your night routine.");
    expect(undoneMessage("morning")).toBe("Undone: your morning routine is back as it was.");
  });
});

describe("the advanced score ring", () => {
  it("writes the decimal the page language's way", () => {
    expect(textOf(renderIn("fr", <AdvancedScoreRing score={7.5} label="Sécurité" />))).toContain("7,5");
    expect(textOf(renderIn("de", <AdvancedScoreRing score={8} label="Sicherheit" />))).toContain("8,0");
    const en = textOf(renderIn("en", <AdvancedScoreRing score={7.5} label="Safety" />));
    expect(en).toContain("7.5");
    expect(en).not.toContain("7,5");
  });
});
