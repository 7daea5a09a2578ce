/**
 * Reading pages in another language (issue 31): the methodology and an ingredient page are in
 * the browser's language, with a matching <html lang>, while INCI names stay as they are; the
 * knowledge base's note and benefits are translated where a translation exists.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

/** The catalogues' texts the server renders (core/i18n/messages). */
const message = (language: string, key: string): string =>
  (JSON.parse(readFileSync(new URL(`../../core/i18n/messages/${language}.json`, import.meta.url), "utf8")) as Record<string, string>)[key]!;

/** The Spanish knowledge-base text the server renders (core/kb/translations/es.json). */
const SPANISH_KB = JSON.parse(readFileSync(new URL("../../core/kb/translations/es.json", import.meta.url), "utf8")) as {
  notes: Record<string, string>;
  benefits: Record<string, string>;
};

test.describe("a Spanish browser", () => {
  test.use({ locale: "es-ES" });

  test("reads the methodology in Spanish, its figures written the Spanish way", async ({ page }) => {
    const response = await page.goto("/methodology");
    expect(response?.headers()["content-language"]).toBe("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cómo funcionan las puntuaciones");
    await expect(page.getByRole("heading", { level: 2, name: "Las cinco puntuaciones" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Interacciones entre ingredientes" })).toHaveAttribute("href", "#interactions");
    await expect(page.getByRole("columnheader", { name: "Posición en la lista" })).toBeVisible();
    // Spanish puts a space before the percent sign.
    await expect(page.getByRole("row").filter({ hasText: /^1-5/ })).toHaveText(/1-5\s*100\s%/);
    await expect(page).toHaveTitle("Cómo funcionan las puntuaciones · Skinstack");
  });

  test("reads an ingredient page in Spanish with its INCI name unchanged", async ({ page }) => {
    await page.goto("/ingredients/niacinamide");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niacinamide (Vitamin B3)");
    await expect(page.getByText("Nombre INCI:")).toContainText("NIACINAMIDE");
    await expect(page.getByRole("heading", { level: 2, name: "Seguridad" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Productos que lo contienen" })).toBeVisible();
    // The knowledge base's note and benefits are in Spanish (no English marking), in the page and its meta and JSON-LD.
    const note = page.getByText(SPANISH_KB.notes.niacinamide, { exact: true });
    await expect(note).toBeVisible();
    await expect(note).not.toHaveAttribute("lang");
    await expect(page.getByRole("listitem").filter({ hasText: SPANISH_KB.benefits["Calms redness"] })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", SPANISH_KB.notes.niacinamide.split(/(?<=\.)\s/)[0]);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ description: SPANISH_KB.notes.niacinamide, inLanguage: "es" });
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-GB" });

  test("reads the ingredient page's note and benefits in English, unmarked", async ({ page }) => {
    await page.goto("/ingredients/niacinamide");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const english = "Well supported at 2-5%: boosts ceramide production, reduces transfer of pigment and calms redness.";
    await expect(page.getByText(english, { exact: false })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^Calms redness$/ })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", english);
    await expect(page.locator("article [lang]")).toHaveCount(0);
  });

  test("reads retinol's function labels, irritation and clashes in English, unmarked", async ({ page }) => {
    await page.goto("/ingredients/retinol");
    await expect(page.getByText("CosIng functions:")).toContainText("Skin conditioning, Skin conditioning - miscellaneous");
    await expect(page.getByText("can irritate, more so at higher strength and on sensitive skin; can be drying; raises sun sensitivity")).toBeVisible();
    const clashes = page.getByRole("region", { name: "Clashes with" });
    await expect(clashes.getByText("With an AHA (glycolic, lactic, mandelic acid...)")).toBeVisible();
    await expect(page.getByText(message("en", "eval.rule.conflict-retinoid-aha.explanation"))).toBeVisible();
    await expect(page.getByText("Concerns pregnancy and breastfeeding.")).toBeVisible();
    await expect(page.locator("article [lang]")).toHaveCount(0);
  });
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("reads the methodology in German", async ({ page }) => {
    await page.goto("/methodology");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("So funktionieren die Bewertungen");
    await expect(page.getByRole("heading", { level: 2, name: "Wechselwirkungen von Inhaltsstoffen" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Schweregrad" })).toBeVisible();
  });

  test("reads the retinol page in German: headings, pregnancy advice, and the INCI name as written", async ({ page }) => {
    await page.goto("/ingredients/retinol");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retinol");
    await expect(page.getByText("INCI-Name:")).toContainText("RETINOL");
    await expect(page.getByRole("heading", { level: 2, name: "Verträgt sich nicht mit" })).toBeVisible();
    await expect(page.getByText("In Schwangerschaft und Stillzeit meiden", { exact: false })).toBeVisible();
    await expect(page).toHaveTitle("Retinol: Was es in der Hautpflege bewirkt · Skinstack");
  });

  test("reads retinol's CosIng functions, irritation, clashes and cautions in German, nothing marked English", async ({ page }) => {
    await page.goto("/ingredients/retinol");
    await expect(page.getByText("kann reizen, stärker bei hoher Konzentration und auf empfindlicher Haut; kann austrocknen; erhöht die Sonnenempfindlichkeit")).toBeVisible();
    await expect(page.getByText("Hautpflegend, Hautpflegend - sonstige")).toBeVisible();
    const clashes = page.getByRole("region", { name: "Verträgt sich nicht mit" });
    await expect(clashes.getByText("Mit einer AHA (Glykol-, Milch-, Mandelsäure ...)")).toBeVisible();
    await expect(clashes.getByText(message("de", "eval.rule.conflict-retinoid-aha.explanation"))).toBeVisible();
    await expect(page.getByText("Betrifft: Schwangerschaft und Stillzeit.")).toBeVisible();
    await expect(page.getByText("Betrifft: Menschen, die auf Retinoide reagieren.")).toBeVisible();
    // Only the knowledge base's untranslated prose (research note, benefits) may still be marked English.
    const marked = await page.locator('article [lang="en"]').allTextContents();
    for (const text of marked) expect(text).not.toMatch(/conditioning|irritate|AHA|pregnancy|react to/);
  });

  test("searches the ingredient decoder in German, the count in German plural", async ({ page }) => {
    await page.goto("/ingredients");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inhaltsstoff-Decoder");
    await page.getByRole("searchbox", { name: "Inhaltsstoffe nach INCI- oder gängigem Namen suchen" }).fill("retinol");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(/^\d+ Inhaltsstoffe? gefunden$/);
    await expect(page.getByRole("link", { name: /^Retinol/ }).first()).toBeVisible();
  });
});

test.describe("German, the longest of the four, on a phone", () => {
  test.use({ locale: "de-DE", viewport: { width: 390, height: 844 } });

  for (const path of ["/methodology", "/ingredients/retinol", "/ingredients"]) {
    test(`${path} fits the screen's width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("a French browser on the legal pages and a product", () => {
  test.use({ locale: "fr-FR" });

  test("reads the privacy policy and the terms in French, the date written the French way", async ({ page }) => {
    const response = await page.goto("/privacy");
    expect(response?.headers()["content-language"]).toBe("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await expect(page.getByText("Dernière mise à jour : 25 novembre 2026")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Vos droits" })).toBeVisible();
    await expect(page).toHaveTitle("Politique de confidentialité · Skinstack");
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 2, name: "3. Crédits et paiements" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Avertissement médical" }).first()).toHaveAttribute("href", "/disclaimer");
  });

  test("reads a product page in French: headings, flags and the similar products' reason, the product's name as it is", async ({ page, request }) => {
    const { products: found } = (await (await request.get("/api/products?search=niacinamide%2010%25%20zinc")).json()) as { products: { id: string; name: string }[] };
    const serum = found.find((p) => p.name === "Niacinamide 10% + Zinc 1%");
    expect(serum).toBeDefined();
    const response = await page.goto(`/products/${serum!.id}`);
    expect(response?.headers()["content-language"]).toBe("fr");
    await expect(page.locator("link[rel='alternate'][hreflang='de']")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niacinamide 10% + Zinc 1%");
    await expect(page.getByRole("list", { name: "Actifs clés" }).getByRole("link", { name: /Niacinamide/ })).toBeVisible();
    await expect(page.getByText("Seuil estimé de 1 % : à partir d’ici, chaque ingrédient est présent à environ 1 % ou moins")).toBeVisible();
    // What each ingredient does, in French and not marked English ("Solvent" for water, niacinamide's vitamin B3).
    const vitamin = page.getByText("Vitamine B3 (barrière, teint, contrôle du sébum)").first();
    await expect(vitamin).toBeVisible();
    await expect(vitamin).not.toHaveAttribute("lang");
    await expect(page.getByText("Solvant", { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("shared-routines")).toHaveText("Dans aucune routine partagée pour l’instant");
    await expect(page.getByRole("button", { name: "Ajouter à la routine" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Signaler des ingrédients erronés" })).toBeVisible();
    const similar = page.getByRole("region", { name: "Produits similaires" });
    await expect(similar.getByText(/le même actif clé, \d+\s% de la liste en commun/).first()).toBeVisible();
    await similar.getByRole("link", { name: "Comparer côte à côte" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comparer des produits");
    const table = page.getByRole("table", { name: "Produits côte à côte" });
    await expect(table.getByRole("row", { name: /Actifs clés/ })).toContainText("Niacinamide");
    await expect(table.getByRole("rowheader", { name: "Parfum" })).toBeVisible();
  });
});

test.describe("a German browser on the disclaimer and the cookie policy", () => {
  test.use({ locale: "de-DE" });

  test("reads the medical disclaimer and the cookie table in German, the cookies' names unchanged", async ({ page }) => {
    await page.goto("/disclaimer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medizinischer Haftungsausschluss");
    await expect(page.getByRole("heading", { level: 2, name: "Testen Sie jedes neue Produkt auf Verträglichkeit" })).toBeVisible();
    await page.goto("/cookies");
    await expect(page.getByRole("columnheader", { name: "Speicherdauer" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /oauth_state/ })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Unfertige Routine/ })).toBeVisible();
  });
});

test.describe("a French browser on the methodology", () => {
  test.use({ locale: "fr-FR" });

  test("reads the rules, the score colours, the marks and the tiers in French, nothing marked English", async ({ page }) => {
    await page.goto("/methodology");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const rule = page.getByTestId("methodology-rule").filter({ hasText: message("fr", "eval.rule.conflict-retinoid-aha.title") });
    await expect(rule).toContainText(message("fr", "eval.rule.conflict-retinoid-aha.action"));
    await expect(rule).toContainText("Élevée, fait baisser Sécurité");
    await expect(page.getByText("pour les peaux grasses ou mixtes ; l’objectif Soin anti-acné")).toBeVisible();
    await expect(page.getByText("De 6 à moins de 8 : bon, avec une marge de progression")).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: /^PRUDENCE$/ })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^Routine solide : 7-8,9$/ })).toBeVisible();
    await expect(page.locator("article [lang]")).toHaveCount(0);
  });

  test("hydrates when its messages cannot be fetched: English stands in, the switcher works", async ({ page }) => {
    let blocked = 0;
    await page.route(/\/assets\/fr-[^/]*\.json$/, (route) => {
      blocked++;
      return route.fulfill({ status: 503, body: "down" });
    });
    const warned = page.waitForEvent("console", (m) => m.type() === "warning" && m.text().includes("The fr messages could not be loaded"));
    await page.goto("/methodology");
    await warned;
    expect(blocked).toBeGreaterThanOrEqual(2);
    // The warning comes just before hydration: once it is done the footer's switcher (a script)
    // loads German and the page reads in it.
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("combobox").selectOption("de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("So funktionieren die Bewertungen");
  });
});
