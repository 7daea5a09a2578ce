import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { ToastProvider } from "~/components/toast";
import { renderIn, textOf } from "~/utils/render-in";
import { expectContainsAll } from "../../../tests/helpers/contains-all";
import { auditSummary, validateSettingsForm } from "./admin-forms";
import { actionLabelIn, typeIn, whenIn } from "./admin-text";
import { AiSettingsTab } from "./ai-settings-tab";
import { IngredientsTab } from "./ingredients-tab";
import { ModerationTab } from "./moderation-tab";
import { PromptsTab } from "./prompts-tab";
import { QueueCard } from "./review-queue";

const inToasts = (element: React.ReactElement) => <ToastProvider>{element}</ToastProvider>;

describe("the admin panel's tabs in the reader's language", () => {
  it("shows the moderation tab in French, and in English as before", () => {
    const fr = textOf(renderIn("fr", inToasts(<ModerationTab />)));
    expectContainsAll(fr, [
      "Signalements en cours",
      "Traités",
      "Contenus signalés",
      "Chargement des signalements...",
    ]);
    expect(fr).not.toContain("Open reports");
    const en = textOf(renderIn("en", inToasts(<ModerationTab />)));
    expectContainsAll(en, [
      "Open reports Actioned",
      "Reported content",
      "Loading reports...",
    ]);
  });

  it("shows the ingredient analysis tab in German, INCI examples untouched, and in English as before", () => {
    const html = renderIn("de", inToasts(<IngredientsTab />));
    const de = textOf(html);
    expectContainsAll(de, [
      "Inhaltsstoffliste entschlüsseln",
      "Fügen Sie die INCI-Liste so ein, wie sie aufgedruckt ist, durch Kommas getrennt.",
      "Zu prüfende Produkte",
      "Zu prüfende Barcodes",
      "Gemeldete Inhaltsstofflisten",
      "Eintrag eines Inhaltsstoffs anpassen",
    ]);
    expect(html).toContain('placeholder="Aqua (Water), Glycerin, Niacinamide, ..."');
    expect(de).not.toMatch(/Decode|awaiting review/);
    const en = textOf(renderIn("en", inToasts(<IngredientsTab />)));
    expectContainsAll(en, [
      "Decode an ingredient list",
      "Products awaiting review",
      "Barcodes awaiting review",
      "Adjustments are stored apart from the shipped knowledge base",
    ]);
  });

  it("shows the AI settings and prompts tabs loading in Spanish", () => {
    expect(textOf(renderIn("es", inToasts(<AiSettingsTab />)))).toContain("Cargando los ajustes de IA...");
    expect(textOf(renderIn("es", inToasts(<PromptsTab />)))).toContain("Cargando plantillas...");
  });

  it("counts a queue and offers more in German", () => {
    const queue = { items: ["a"], total: 12, error: null, cursor: "next", load: async () => {} };
    const de = textOf(
      renderIn(
        "de",
        <QueueCard title="Zu prüfende Produkte" queue={queue} loadingText="" emptyText="">
          {(items) => <p>{items.length}</p>}
        </QueueCard>,
      ),
    );
    expect(de).toContain("Zu prüfende Produkte (12)");
    expect(de).toContain("Mehr laden");
  });

  it("names audit actions and dates in French; codes it does not know stay as they are; English as before", () => {
    const fr = translator("fr");
    expect(actionLabelIn(fr, "user.ban")).toBe("A banni un membre");
    expect(actionLabelIn(fr, "template.save")).toBe("A enregistré un modèle de prompt");
    expect(actionLabelIn(fr, "future.action")).toBe("future.action");
    expect(actionLabelIn(translator("en"), "user.ban")).toBe("Banned a member");
    expect(whenIn(fr, "2026-11-25T06:00:00.000Z")).toBe("25 nov. 2026, 06:00 UTC");
    expect(whenIn(translator("en"), "2026-11-25T06:00:00.000Z")).toBe("2026-11-25 06:00 UTC");
    expect(typeIn(fr, "serum")).toBe("Sérum");
    expect(typeIn(translator("en"), "serum")).toBe("serum");
  });

  it("summarises audit entries in German", () => {
    const de = translator("de");
    const subjects = { "post:p1": '"Miracle cure"', "user:u1": "@alice" };
    expect(auditSummary({ action: "content.hide", target: "post:p1", details: { authorId: "u1" }, subjects }, de)).toBe(
      'Beitrag "Miracle cure" (Verfasser: @alice)',
    );
    expect(auditSummary({ action: "content.restore", target: "comment:c9", details: { authorId: "u2" } }, de)).toBe(
      "ein gelöschter Kommentar (Verfasser: ein gelöschtes Mitglied)",
    );
    expect(auditSummary({ action: "template.revert", target: "stack-evaluation", details: { version: 2, previousVersion: 3 } }, de)).toBe(
      "stack-evaluation: Version 2 ist wieder aktiv (vorher 3)",
    );
  });

  it("explains AI settings errors in French, numbers the French way", () => {
    const limits = {
      models: ["gpt-4o-mini"],
      temperature: { min: 0, max: 1, step: 0.1 },
      maxTokens: { min: 100, max: 16000 },
      timeoutMs: { min: 5000, max: 120000 },
    };
    const form = { model: "nope", temperature: "0.25", maxTokens: "5", timeoutSeconds: "1", jsonMode: true };
    const checked = validateSettingsForm(form, limits as Parameters<typeof validateSettingsForm>[1], translator("fr"));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.model).toBe("Choisissez l’un de ces modèles : gpt-4o-mini");
    expect(checked.errors.temperature).toBe("La température se règle par pas de 0,1");
    expect(checked.errors.maxTokens).toBe("Le nombre maximal de tokens doit être un nombre entier de 100 à 16\u202f000");
    expect(checked.errors.timeoutSeconds).toBe("Le délai d’expiration doit être un nombre entier de secondes de 5 à 120");
    const english = validateSettingsForm(form, limits as Parameters<typeof validateSettingsForm>[1]);
    expect(english.ok ? {} : english.errors).toEqual({
      model: "Choose one of gpt-4o-mini",
      temperature: "Temperature goes in steps of 0.1",
      maxTokens: "Max tokens must be a whole number from 100 to 16,000",
      timeoutSeconds: "Timeout must be a whole number of seconds from 5 to 120",
    });
  });
});
