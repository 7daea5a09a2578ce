import { describe, expect, it } from "vitest";
import { CATALOGUES, LANGUAGES } from "./catalogues";
import { informalMessages, informalWords } from "./formal-address";

describe("formal address (usted / Sie / vous)", () => {
  it.each(LANGUAGES.filter((l) => l !== "en"))("every %s message addresses the reader formally", (language) => {
    expect(informalMessages(language, CATALOGUES[language] ?? {})).toEqual([]);
  });

  it("finds the informal words the catalogues used to hold", () => {
    expect(informalWords("de", "Melde dich an, um deine Routinen zu sehen.")).toEqual(["dich", "deine"]);
    expect(informalWords("de", "Du bist offline: Deine Routine bleibt erhalten")).toEqual(["Du", "Deine"]);
    expect(informalWords("es", "Inicia sesión para ver tus rutinas. ¿Ya te acuerdas? Tú eliges.")).toEqual(["tus", "te", "Tú"]);
    expect(informalWords("es", "Estás sin conexión: tu rutina se conserva")).toEqual(["Estás", "tu"]);
    expect(informalWords("fr", "Tu peux t’inscrire avec ton e-mail et tes identifiants.")).toEqual(["Tu", "t’", "tes"]);
  });

  it("leaves formal words and look-alikes alone", () => {
    expect(informalWords("de", "Melden Sie sich an. Ihre Produkte, der Dienst, direkt, duftfrei: Personen haben ihre Routine analysiert.")).toEqual([]);
    expect(informalWords("es", "Inicie sesión para ver sus rutinas. Té verde, texto, tutorial, estable, titanio: está sin conexión.")).toEqual([]);
    expect(informalWords("fr", "Vous êtes déconnecté. Le ton de peau, testez toujours, total, a-t-il, l’analyse.")).toEqual([]);
    expect(informalWords("it", "Tu sei offline")).toEqual([]);
  });
});
