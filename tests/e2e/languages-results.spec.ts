/**
 * Languages on the results page and the advanced analysis (issue 31): a member who chose French
 * or German reads the results chrome, the five score names and the advanced analysis's steps in
 * that language, and the community post about the routine names the scores with the same words.
 * (The English screens are held by routines.spec.ts and advanced-analysis.spec.ts.)
 */
import { expect, test, type Page } from "@playwright/test";
import { e2eRoutine, evaluateThroughApi, GENTLE_CLEANSER, hydrated, postThroughApi, sessionTokenOf, signUpThroughApi, uniqueEmail, withSuggestedWeek } from "./helpers";

interface Expected {
  language: "fr" | "de";
  scoreNames: string[];
  overall: string;
  products: string;
  explanations: string;
  keyIngredients: string;
  deleteRoutine: string;
  advancedLink: string;
  advancedTitle: string;
  steps: string;
  profileStep: string;
  skinTypeQuestion: string;
  continue: string;
  skinTypeLine: string;
  landingTitle: string;
  sunscreenAdvice: string;
}

const EXPECTED: readonly Expected[] = [
  {
    language: "fr",
    scoreNames: ["Complétude", "Efficacité", "Sécurité", "Qualité des ingrédients", "Équilibre de la routine"],
    overall: "Score global",
    products: "Vos produits",
    explanations: "Explication des scores",
    keyIngredients: "Analyse des ingrédients clés",
    deleteRoutine: "Supprimer la routine",
    advancedLink: "Analyse avancée",
    advancedTitle: "Analyse avancée",
    steps: "Étapes",
    profileStep: "Profil de peau",
    skinTypeQuestion: "Quel est votre type de peau ?",
    continue: "Continuer vers la sélection des produits",
    skinTypeLine: "Peau normale",
    landingTitle: "quelle est votre routine ?",
    sunscreenAdvice: "Appliquez 1/4 de cuillère à café (1,25 ml) sur le visage",
  },
  {
    language: "de",
    scoreNames: ["Vollständigkeit", "Wirksamkeit", "Sicherheit", "Inhaltsstoffqualität", "Ausgewogenheit"],
    overall: "Gesamtwert",
    products: "Ihre Produkte",
    explanations: "Erläuterung der Bewertungen",
    keyIngredients: "Analyse der Schlüsselinhaltsstoffe",
    deleteRoutine: "Routine löschen",
    advancedLink: "Erweiterte Analyse",
    advancedTitle: "Erweiterte Analyse",
    steps: "Schritte",
    profileStep: "Hautprofil",
    skinTypeQuestion: "Welchen Hauttyp haben Sie?",
    continue: "Weiter zur Produktauswahl",
    skinTypeLine: "Hauttyp: normal",
    landingTitle: "wie sieht Ihre Routine aus?",
    sunscreenAdvice: "Tragen Sie 1/4 Teelöffel (1,25 ml)",
  },
];

async function chooseLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: "lang", value: language, url: new URL(page.url()).origin }]);
}

for (const want of EXPECTED) {
  test(`the results page, its post and the advanced analysis read in ${want.language}`, async ({ page }) => {
    await signUpThroughApi(page, uniqueEmail(`results-${want.language}`), "Résultats Sprache");
    const token = await sessionTokenOf(page);
    const routineId = await evaluateThroughApi(page.request, token, e2eRoutine(`Routine ${want.language}`));
    await chooseLanguage(page, want.language);

    await page.goto(`/results/${routineId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", want.language);
    const scores = page.getByTestId("scores");
    await expect(scores.getByText(want.overall, { exact: true })).toBeVisible();
    await expect(scores.getByTestId("sub-score")).toHaveText(want.scoreNames.map((name) => new RegExp(`^${name}`)));
    await expect(page.getByText(want.skinTypeLine, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: want.products })).toBeVisible();
    await expect(page.getByText(want.explanations)).toBeVisible();
    await expect(page.getByRole("heading", { name: want.keyIngredients })).toBeVisible();
    await expect(page.getByRole("button", { name: want.deleteRoutine })).toBeVisible();
    // Nothing of the English chrome is left on the page.
    for (const english of ["Your Products", "Overall score", "Completeness", "Score Explanations", "Delete Routine"]) {
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    }
    // The usage advice for the routine's sunscreen and cleanser.
    await expect(page.getByText(want.sunscreenAdvice)).toBeVisible();
    await expect(page.getByText("Use 1/4 teaspoon", { exact: false })).toHaveCount(0);

    // The signed-in landing page.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: want.landingTitle })).toBeVisible();
    await expect(page.getByText("Build your routine", { exact: true })).toHaveCount(0);

    // The community post about the routine names the scores with the same words.
    const visibility = await page.request.put(`/api/stacks/${routineId}/visibility`, { headers: { authorization: `Bearer ${token}` }, data: { isPublic: true } });
    expect(visibility.status()).toBe(200);
    const postId = await postThroughApi(page.request, token, { stackId: routineId, title: `Post ${want.language}`, description: "" });
    await page.goto(`/posts/${postId}`);
    await expect(page.getByTestId("post-scores").locator("dt")).toHaveText(want.scoreNames);

    await page.goto(`/results/${routineId}`);
    await page.getByRole("link", { name: want.advancedLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: want.advancedTitle })).toBeVisible();
    await expect(page.getByRole("list", { name: want.steps }).locator('[aria-current="step"]')).toHaveText(new RegExp(want.profileStep));
    await expect(page.getByRole("group", { name: want.skinTypeQuestion })).toBeVisible();
    await expect(page.getByRole("button", { name: want.continue })).toBeVisible();
  });
}

test("a German member reads /account and the results page's first actions, suggested schedule and sharing card in German", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page, uniqueEmail("account-de"), "Konto Sprache");
  const token = await sessionTokenOf(page);
  const retinoid = { name: "Adapalene Gel", brand: "E2E", productType: "Treatment", ingredients: "Aqua, Adapalene, Carbomer, Propylene Glycol" };
  const bha = { name: "BHA Liquid", brand: "E2E", productType: "Exfoliant", ingredients: "Aqua, Salicylic Acid, Butylene Glycol" };
  const id = await evaluateThroughApi(
    page.request,
    token,
    e2eRoutine("Zeitplan", { goal: "acne-care", skinType: "oily", morningProducts: [GENTLE_CLEANSER], nightProducts: [GENTLE_CLEANSER, retinoid, bha] }),
  );
  await chooseLanguage(page, "de");

  // The account page: every card, label and button in German, none of the English left.
  await page.goto("/account");
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
  for (const heading of ["Profil", "Ihre Daten"]) await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Benutzername" })).toBeVisible();
  await expect(main.getByText("So sehen andere Sie in der Community.", { exact: false })).toBeVisible();
  await expect(main.getByLabel("Aktuelles Passwort")).toBeVisible();
  await expect(main.getByLabel("Neues Passwort wiederholen")).toBeVisible();
  for (const name of ["Namen speichern", "Benutzernamen speichern", "Bestätigungslink senden", "Passwort ändern", "Meine Daten exportieren", "Mein Konto löschen"]) {
    await expect(main.getByRole("button", { name, exact: true })).toBeVisible();
  }
  for (const english of ["Profile", "Your data", "Change password", "Export my data", "Delete my account", "Save username", "Current password"]) {
    await expect(main.getByText(english, { exact: true })).toHaveCount(0);
  }
  // The deletion dialog, with what the balance loses (the sign-up's free credits, one spent).
  await main.getByRole("button", { name: "Mein Konto löschen" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Ihr Konto löschen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("lost-credits")).toHaveText(/^Ihre? \d+ kostenlosen? Credits? gehen? verloren\.$/);
  await expect(dialog.getByLabel("Ihr Passwort")).toBeVisible();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();

  // The results page, its evaluation given a suggested week.
  await withSuggestedWeek(page, id);
  await page.goto("/home");
  await page.locator(`a[href="/results/${id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));

  const first = page.getByTestId("first-actions");
  await expect(first.getByRole("heading", { name: "Das sollten Sie zuerst tun" })).toBeVisible();
  await expect(first.getByRole("listitem").first()).toContainText("Verwenden Sie Adapalene Gel Mo/Mi/Fr (abends), BHA Liquid Di/Sa (abends).");
  const card = page.getByTestId("schedule");
  await expect(card).toContainText("Vorgeschlagener Wochenplan");
  await expect(card).toContainText("Adapalene Gel Mo/Mi/Fr (abends), BHA Liquid Di/Sa (abends)");
  await expect(page.getByRole("region", { name: "Wochenplan: Adapalene and salicylic acid on the same nights" })).toBeVisible();
  const sharing = page.getByTestId("sharing-card");
  await expect(sharing.getByRole("heading", { name: "Private Routine" })).toBeVisible();
  await expect(sharing.getByRole("button", { name: "Öffentlich machen" })).toBeVisible();
  for (const english of ["Do these first", "Suggested weekly schedule", "Private routine", "Make public"]) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByText(/Mon\/Wed\/Fri/)).toHaveCount(0);

  await card.getByRole("button", { name: "Diesen Zeitplan übernehmen" }).click();
  await expect(page.getByText("Der Zeitplan wurde auf Ihre Routine angewendet.")).toBeVisible();
});
