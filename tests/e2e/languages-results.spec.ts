/**
 * Languages on the results page and the advanced analysis (issue 31): a member who chose French
 * or German reads the results chrome, the five score names and the advanced analysis's steps in
 * that language, and the community post about the routine names the scores with the same words.
 * (The English screens are held by routines.spec.ts and advanced-analysis.spec.ts.)
 */
import { expect, test, type Page } from "@playwright/test";
import { e2eRoutine, evaluateThroughApi, postThroughApi, sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";

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
