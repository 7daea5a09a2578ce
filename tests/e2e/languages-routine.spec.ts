/**
 * Languages on the routine screens (issue 31, ADR 0042): the create-routine wizard's first step
 * and the product library read in German and Spanish, chosen by the `lang` cookie (a member who
 * switched) or by the browser's Accept-Language (a guest).
 */
import { expect, test, type Page } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./helpers";

interface Expected {
  language: "de" | "es";
  wizardTitle: string;
  step: string;
  search: string;
  morning: string;
  morningRoutine: string;
  nightRoutine: string;
  addLabel: RegExp;
  continue: string;
  addAtLeast: string;
  howOften: string;
  libraryTitle: string;
  libraryDocumentTitle: string;
  cleanser: string;
  barcode: string;
  barcodeDigits: string;
  tooShort: string;
}

const EXPECTED: readonly Expected[] = [
  {
    language: "de",
    wizardTitle: "Produkte hinzufügen",
    step: "Schritt 1 von 2",
    search: "Produkte suchen",
    morning: "Morgen",
    morningRoutine: "Morgenroutine",
    nightRoutine: "Abendroutine",
    addLabel: /^.+ zur Morgenroutine hinzufügen$/,
    continue: "Weiter",
    addAtLeast: "Fügen Sie mindestens 2 Produkte hinzu, um fortzufahren (1 hinzugefügt).",
    howOften: "Wie oft",
    libraryTitle: "Produktbibliothek",
    libraryDocumentTitle: "Produktbibliothek · Skinstack",
    cleanser: "Reinigung",
    barcode: "Per Barcode finden",
    barcodeDigits: "Barcode-Ziffern",
    tooShort: "Geben Sie mindestens 3 Zeichen ein.",
  },
  {
    language: "es",
    wizardTitle: "Añada sus productos",
    step: "Paso 1 de 2",
    search: "Buscar productos",
    morning: "Mañana",
    morningRoutine: "Rutina de mañana",
    nightRoutine: "Rutina de noche",
    addLabel: /^Añadir .+ a la rutina de mañana$/,
    continue: "Continuar",
    addAtLeast: "Añada al menos 2 productos para continuar (1 añadidos).",
    howOften: "Frecuencia",
    libraryTitle: "Biblioteca de productos",
    libraryDocumentTitle: "Biblioteca de productos · Skinstack",
    cleanser: "Limpiador",
    barcode: "Buscar por código de barras",
    barcodeDigits: "Dígitos del código de barras",
    tooShort: "Escriba al menos 3 caracteres para buscar.",
  },
];

async function chooseLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: "lang", value: language, url: new URL(page.url()).origin }]);
}

for (const want of EXPECTED) {
  test(`the wizard's first step reads in ${want.language}`, async ({ page }) => {
    await signUpThroughApi(page, uniqueEmail(`wizard-${want.language}`), "Routine Sprache", { verify: false });
    await chooseLanguage(page, want.language);
    await page.goto("/add-stack");
    await expect(page.locator("html")).toHaveAttribute("lang", want.language);
    await expect(page.getByRole("heading", { level: 1, name: want.wizardTitle })).toBeVisible();
    await expect(page.getByText(want.step)).toBeVisible();
    await expect(page.getByRole("radio", { name: want.morning })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("heading", { name: want.morningRoutine })).toBeVisible();
    await expect(page.getByRole("heading", { name: want.nightRoutine })).toBeVisible();

    await page.getByLabel(want.search).fill("CeraVe");
    await page.getByRole("button", { name: want.addLabel }).first().click();
    const morning = page.getByTestId("morning-routine");
    await expect(morning.getByTestId("routine-item")).toHaveCount(1);
    await expect(morning.getByText(want.howOften, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: want.continue })).toBeDisabled();
    await expect(page.getByText(want.addAtLeast)).toBeVisible();
  });

  test(`the library reads in ${want.language} for a browser that asks for it`, async ({ browser }) => {
    const context = await browser.newContext({ locale: want.language });
    const page = await context.newPage();
    const response = await page.goto("/library?q=ab");
    expect(response?.headers()["content-language"]).toBe(want.language);
    await expect(page.locator("html")).toHaveAttribute("lang", want.language);
    await expect(page).toHaveTitle(want.libraryDocumentTitle);
    await expect(page.getByRole("heading", { level: 1, name: want.libraryTitle })).toBeVisible();
    await expect(page.getByText(want.tooShort)).toBeVisible();

    await page.getByRole("link", { name: want.cleanser, exact: true }).click();
    await expect(page).toHaveURL(/type=Cleanser/);
    await expect(page.getByRole("link", { name: want.cleanser, exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByText(want.barcode).click();
    await expect(page.getByLabel(want.barcodeDigits)).toBeVisible();
    await context.close();
  });
}
