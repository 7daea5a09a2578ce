/**
 * Reading pages in another language (issue 31): the methodology and an ingredient page are in
 * the browser's language, with a matching <html lang>, while INCI names stay as they are; the
 * knowledge base's note and benefits are translated where a translation exists.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

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
