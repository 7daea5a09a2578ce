/**
 * Reading pages in another language (issue 31): the methodology and an ingredient page are in
 * the browser's language, with a matching <html lang>, while INCI names stay as they are.
 */
import { expect, test } from "@playwright/test";

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
    // The knowledge base's note is English and says so.
    await expect(page.locator("article p[lang='en']").first()).toBeVisible();
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
