import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { scoreRoutine, withAnalysisDefaults, type AdvancedRoutineEntry } from "../../core/advanced-analysis";
import { evaluateThroughApi, hydrated, sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";
import { catalogueProduct, routineEntry } from "./routine-fixtures";

type Entry = AdvancedRoutineEntry & { id: string; productId: string | null; usageFrequency: AdvancedRoutineEntry["usageFrequency"] | null; selfAssessment: number | null };

interface Routine {
  id: string;
  name: string;
  status: string;
  morningProducts: Entry[];
  nightProducts: Entry[];
  evaluation: { recommendations: { name: string; productId: string }[] } | null;
}

const tokenOf = sessionTokenOf;

async function getRoutine(request: APIRequestContext, token: string, id: string): Promise<Routine> {
  const res = await request.get(`/api/stacks/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Routine;
}

/** A routine created through the api with the signed-in user's token, evaluated by the queue. */
async function seedRoutine(page: Page): Promise<{ token: string; stack: Routine }> {
  const token = await tokenOf(page);
  const cleanser = await catalogueProduct(page, "CeraVe Hydrating Facial", "Hydrating Facial Cleanser");
  const cream = await catalogueProduct(page, "CeraVe Moisturizing Cream", "Moisturizing Cream");
  const retinol = await catalogueProduct(page, "Retinol 0.5% in Squalane", "Retinol 0.5% in Squalane");
  const id = await evaluateThroughApi(page.request, token, {
    stackName: "Advanced E2E Routine",
    goal: "anti-aging",
    secondaryGoals: [],
    skinType: "dry",
    morningProducts: [routineEntry(cleanser), routineEntry(cream)],
    nightProducts: [routineEntry(retinol), { name: "Grandma's Night Balm", brand: "Homemade", productType: "Moisturizer" }],
    skinFeeling: "Tight in the evening",
  });
  return { token, stack: await getRoutine(page.request, token, id) };
}

const radio = (page: Page, name: string | RegExp) => page.getByRole("radio", { name });

test("the advanced analysis: profile, product details with a reload in the middle, results, adding a recommendation", async ({ page }) => {
  test.setTimeout(150_000); // a whole journey with an evaluation by the queue
  await signUpThroughApi(page, uniqueEmail("advanced"));
  const { token, stack: routine } = await seedRoutine(page);

  await page.goto(`/advanced-analysis/${routine.id}`);
  await expect(page.getByRole("heading", { name: "Advanced Analysis" })).toBeVisible();

  // Step 1: the questionnaire, prefilled from the routine (dry skin, anti-aging -> fine lines).
  await expect(page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(/Skin Profile/);
  await expect(radio(page, /^Dry/)).toBeChecked();
  await expect(radio(page, /^Fine Lines/)).toBeChecked();
  await expect(radio(page, /^Anti-Aging/)).toHaveCount(0); // the questionnaire offers six concerns
  await radio(page, /^40-49/).check();
  await page.getByRole("checkbox", { name: "Fragrance" }).check();
  await page.getByRole("button", { name: "Continue to Product Selection" }).click();

  // Step 2, product 1 (morning cleanser): usage radio, rating, concentrations.
  await expect(page.getByText("Product 1 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hydrating Facial Cleanser" })).toBeVisible();
  await expect(radio(page, "Daily (Morning Only)")).toBeChecked(); // loaded products default to daily-am in the morning
  await expect(radio(page, "3 Just Right")).toBeChecked();
  for (const label of ["Daily (Morning & Night)", "Daily (Night Only)", "Alternate Nights", "3 Times Per Week", "Weekly", "As Needed"]) {
    await expect(radio(page, label)).toBeVisible();
  }
  await expect(page.getByText("1 = Too strong/irritating, 3 = Just right, 5 = Too mild/ineffective")).toBeVisible();
  await expect(page.getByLabel("Full ingredient list (INCI)")).toHaveCount(0); // it has ingredients
  await radio(page, "Daily (Morning & Night)").check();

  const ingredient = page.getByLabel("Ingredient", { exact: true });
  const percentage = page.getByLabel("Percentage");
  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeDisabled();
  await ingredient.fill("Niacinamide");
  await expect(add).toBeDisabled();
  for (const bad of ["0", "150"]) {
    await percentage.fill(bad);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole("list", { name: "Concentrations" })).toHaveCount(0); // silently ignored
  }
  await percentage.fill("4");
  await add.click();
  await expect(page.getByRole("list", { name: "Concentrations" })).toContainText("Niacinamide 4%");
  await expect(ingredient).toHaveValue("");
  await page.getByRole("button", { name: "Remove Niacinamide" }).click();
  await expect(page.getByRole("list", { name: "Concentrations" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save and Continue" }).click();

  // Product 2 (morning moisturizer), saved as it is.
  await expect(page.getByText("Product 2 of 4")).toBeVisible();
  await radio(page, "4 Slightly Mild").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page.getByText("Product 3 of 4")).toBeVisible();

  // A reload resumes at the first product not saved yet; the profile was saved to the account.
  await page.reload();
  await expect(page.getByText("Product 3 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Retinol 0.5% in Squalane" })).toBeVisible();
  await expect(radio(page, "Daily (Night Only)")).toBeChecked();
  const profile = await (await page.request.get("/api/profile", { headers: { authorization: `Bearer ${token}` } })).json();
  expect(profile).toMatchObject({ saved: true, profile: { skinType: "dry", primaryConcern: "fine-lines", ageBracket: "40-49", sensitivities: ["fragrance"] } });

  // Product 3 (night retinol).
  await radio(page, "Alternate Nights").check();
  await radio(page, "1 Too Strong").check();
  await ingredient.fill("Retinol");
  await percentage.fill("0.5");
  await ingredient.press("Enter");
  await expect(page.getByRole("list", { name: "Concentrations" })).toContainText("Retinol 0.5%");
  await page.getByRole("button", { name: "Save and Continue" }).click();

  // Product 4 has no ingredient list: the INCI textarea is offered.
  await expect(page.getByText("Product 4 of 4")).toBeVisible();
  await page.getByLabel("Full ingredient list (INCI)").fill("Petrolatum, Glycerin, Niacinamide, Ceramide NP, Tocopherol, Parfum");
  await page.getByRole("button", { name: "Save and Continue" }).click();

  // Step 3: results, scored in the browser.
  await expect(page.getByRole("heading", { name: "Advanced E2E Routine" })).toBeVisible();
  await expect(page.getByText("Age 40-49 · Dry skin · Primary concern: Fine Lines")).toBeVisible();
  const saved = await getRoutine(page.request, token, routine.id);
  expect(saved.morningProducts[0]).toMatchObject({ usageFrequency: "daily-both", selfAssessment: 3, concentrations: [] });
  expect(saved.nightProducts[0]).toMatchObject({ usageFrequency: "alternate-nights", selfAssessment: 1, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });
  expect(saved.nightProducts[1].ingredients).toBe("Petrolatum, Glycerin, Niacinamide, Ceramide NP, Tocopherol, Parfum");
  const toEntry = (routine: "morning" | "night") => (e: Entry) =>
    withAnalysisDefaults({ ...e, usageFrequency: e.usageFrequency ?? undefined, selfAssessment: e.selfAssessment ?? undefined }, routine);
  const expected = scoreRoutine({
    profile: { skinType: "dry", primaryConcern: "fine-lines", ageBracket: "40-49", sensitivities: ["fragrance"] },
    morningProducts: saved.morningProducts.map(toEntry("morning")),
    nightProducts: saved.nightProducts.map(toEntry("night")),
  });
  await expect(page.getByText(expected.routineTier, { exact: false }).first()).toBeVisible();
  for (const [label, score] of [
    ["Overall", expected.overallScore],
    ["Completeness", expected.completenessScore],
    ["Effectiveness", expected.effectivenessScore],
    ["Safety", expected.safetyScore],
  ] as const) {
    await expect(page.getByRole("img", { name: `${label}: ${score.toFixed(1)} out of 10` })).toBeVisible();
  }

  const priorities = page.getByRole("region", { name: "Priority Recommendations" });
  const insights = expected.prioritizedRecommendations;
  expect(insights.length).toBeGreaterThan(3);
  await expect(priorities.getByRole("listitem")).toHaveCount(3);
  await priorities.getByRole("button", { name: `Show ${insights.length - 3} More Recommendations` }).click();
  await expect(priorities.getByRole("listitem")).toHaveCount(insights.length);
  await priorities.getByRole("button", { name: "Show Less" }).click();
  await expect(priorities.getByRole("listitem")).toHaveCount(3);

  await expect(page.getByRole("heading", { name: "Expert Analysis" })).toBeVisible();
  const morning = page.getByRole("list", { name: "Morning products" });
  await expect(morning.getByRole("listitem").first()).toContainText("Daily (Morning & Night)");
  await expect(morning.getByRole("listitem").first()).toContainText("Rating 3: Just Right");
  await expect(morning.getByRole("listitem").first()).toContainText("CeraVe · Cleanser");
  await morning.getByRole("listitem").first().getByRole("button", { name: "Show All" }).click();
  await expect(morning.getByRole("listitem").first()).toContainText("Ethylhexylglycerin");
  const night = page.getByRole("list", { name: "Night products" });
  await expect(night.getByRole("listitem").first()).toContainText("Alternate Nights");
  await expect(night.getByRole("listitem").first()).toContainText("Rating 1: Too Strong");
  await expect(night.getByRole("listitem").first()).toContainText("Concentrations: Retinol 0.5%");
  await expect(page.getByRole("heading", { name: "Understanding Your Scores" })).toBeVisible();

  // Recommended products really go into the routine.
  const recommendations = saved.evaluation?.recommendations ?? [];
  expect(recommendations.length).toBeGreaterThan(0);
  const first = recommendations[0];
  await page.getByRole("button", { name: `Add to AM: ${first.name}` }).click();
  await page.getByRole("dialog", { name: `Add ${first.name} to your morning routine?` }).getByRole("button", { name: "Add to morning routine" }).click();
  await expect(page.getByText(`Added ${first.name} to your morning routine.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `In AM: ${first.name} is in your morning routine` })).toBeDisabled();
  const afterAdd = await getRoutine(page.request, token, routine.id);
  expect(afterAdd.morningProducts.map((p) => p.name)).toContain(first.name);
  // Everything saved before is kept.
  expect(afterAdd.nightProducts[0]).toMatchObject({ usageFrequency: "alternate-nights", selfAssessment: 1, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });

  // A reload with every product saved opens at the results.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Understanding Your Scores" })).toBeVisible();
  await expect(page.getByText("Product 1 of")).toHaveCount(0);

  // Someone else sees read-only results once the owner shares the routine: no steps, no saving, no adding.
  expect((await page.request.put(`/api/stacks/${routine.id}/visibility`, { data: { isPublic: true } })).status()).toBe(200);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signUpThroughApi(page, uniqueEmail("viewer"));
  await page.goto(`/advanced-analysis/${routine.id}`);
  await expect(page.getByText("This is someone else's routine")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Priority Recommendations" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Steps" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Add .* to (AM|PM)$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit Skin Profile" })).toHaveCount(0);
});

test("the advanced analysis without a routine, with an unknown one, and the profile page", async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail("noroutine"));
  await page.goto("/advanced-analysis");
  await expect(page.getByText("Please create or select a skincare routine first to analyze.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a Routine" })).toHaveAttribute("href", "/add-stack");
  await expect(page.getByRole("link", { name: "Browse the Product Library" })).toHaveAttribute("href", "/library");

  await page.goto("/advanced-analysis/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Routine Not Found" })).toBeVisible();
  await expect(page.getByText("The routine you're looking for doesn't exist or has been removed.")).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByText("You have not saved a skin profile yet")).toBeVisible();
  await expect(radio(page, /^Normal/)).toBeChecked();
  await expect(radio(page, /^Hydration/)).toBeChecked();
  await expect(radio(page, /^20-29/)).toBeChecked();
  await radio(page, /^Oily/).check();
  await radio(page, /^Acne/).check();
  await page.getByRole("checkbox", { name: "Alcohol" }).check();
  await page.getByRole("button", { name: "Continue to Product Selection" }).click();
  await expect(page).toHaveURL(/\/add-stack/);
  await page.goto("/profile");
  await expect(radio(page, /^Oily/)).toBeChecked();
  await expect(radio(page, /^Acne/)).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Alcohol" })).toBeChecked();
});

test("the library: browse by type, search, and a real product's decoded ingredient list", async ({ page }) => {
  await page.goto("/library");
  await expect(page.getByRole("heading", { name: "Product Library" })).toBeVisible();
  await hydrated(page); // the type links navigate in the page
  const types = page.getByRole("navigation", { name: "Product types" });
  await expect(types.getByRole("link")).toHaveCount(14); // All + 13 types
  await types.getByRole("link", { name: "Sunscreen", exact: true }).click();
  await expect(page).toHaveURL(/type=Sunscreen/);
  await expect(types.getByRole("link", { name: "Sunscreen", exact: true })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("list", { name: "Products" });
  await expect(list.getByRole("listitem").first()).toContainText("Sunscreen");
  for (const text of await list.getByRole("listitem").allInnerTexts()) expect(text).toContain("· Sunscreen");

  await page.getByRole("link", { name: "All", exact: true }).click();
  // Wait for the unfiltered page: the search form carries the current type along.
  await expect(types.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search products by name or brand" }).fill("cerave hydrating");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=cerave/);
  await list.getByRole("link", { name: /Hydrating Facial Cleanser/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Hydrating Facial Cleanser" })).toBeVisible();
  await expect(page.getByText("CeraVe", { exact: true })).toBeVisible();
  const ingredients = page.getByRole("list", { name: "Ingredients" });
  const rows = ingredients.locator(":scope > li");
  await expect(rows.nth(0)).toContainText("Aqua/Water");
  await expect(rows.nth(1)).toContainText("Glycerin");
  await expect(rows.nth(1)).toContainText("Function: Humectant");
  await expect(rows.nth(1)).toContainText("Benefits:");
  await expect(rows.nth(1).getByRole("list", { name: "Flags for Glycerin" })).toContainText("Humectant");
  await expect(rows.nth(2)).toContainText("Cetearyl Alcohol");
  const ceramide = rows.filter({ hasText: "Ceramide NP" });
  await expect(ceramide.getByRole("list", { name: "Flags for Ceramide NP" })).toContainText("Ceramide");
  await expect(page.getByText(/ingredients in label order; \d+ recognised by our knowledge base/)).toBeVisible();

  await page.getByRole("radio", { name: "Night" }).check();
  await page.getByRole("button", { name: "Add to routine" }).click();
  await expect(page.getByText("Hydrating Facial Cleanser was added to your night routine.")).toBeVisible();
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem("pendingRoutine") ?? "null"));
  expect(pending.nightProducts.map((p: { name: string }) => p.name)).toContain("Hydrating Facial Cleanser");
  await expect(page.getByRole("link", { name: "Continue building your routine" })).toHaveAttribute("href", "/add-stack?routine=night");

  await page.goto("/library/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
});
