/**
 * Coherent screens at 390 px: a swap replaces the product it names and is saved only on purpose,
 * visitors cannot stage swaps, Add to AM asks and can be undone, and the advanced analysis never
 * shows the expert analysis of an earlier version of the routine.
 */
import { expect, test, type Page } from "@playwright/test";
import { evaluateThroughApi, sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, catalogueProduct as product, routineEntry, type CatalogueProduct } from "./routine-fixtures";

interface Routine {
  id: string;
  status: string;
  morningProducts: { name: string }[];
  nightProducts: { name: string }[];
  evaluation: { recommendations: { type: string; name: string; replaces: string | null; productType: string; timing: string }[] } | null;
}

async function getRoutine(page: Page, id: string): Promise<Routine> {
  const res = await page.request.get(`/api/stacks/${id}`, { headers: { authorization: `Bearer ${await sessionTokenOf(page)}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Routine;
}

const names = (list: { name: string }[]) => list.map((p) => p.name);

/** Creates and evaluates a routine through the api as the signed-in user. */
async function evaluatedRoutine(page: Page, morning: CatalogueProduct[], night: CatalogueProduct[], extra: Record<string, unknown> = {}): Promise<Routine> {
  const entry = (p: CatalogueProduct) => ({ ...routineEntry(p), ...extra });
  const id = await evaluateThroughApi(page.request, await sessionTokenOf(page), {
    stackName: "Coherent Routine",
    goal: "anti-aging",
    skinType: "dry",
    morningProducts: morning.map(entry),
    nightProducts: night.map(entry),
  });
  return getRoutine(page, id);
}

test("Swap in replaces the product it names once saved; visitors see no swap controls", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("swap"));
  const { cleanser, cream, sunscreen: anthelios } = await basicProducts(page);
  const vitaminC = await product(page, "Vitamin C Suspension", "Vitamin C Suspension 23% + HA Spheres 2%");
  const routine = await evaluatedRoutine(page, [cleanser, vitaminC, anthelios], [cream, cleanser]);
  const swap = routine.evaluation!.recommendations.find((r) => r.type === "swap" && r.replaces === anthelios.name);
  expect(swap, "the engine suggests a replacement for the drying sunscreen").toBeTruthy();

  await page.goto(`/results/${routine.id}`);
  const morning = page.getByTestId("results-morning");
  await expect(morning).toContainText(anthelios.name);
  const press = page.getByTestId("replacement-panel").getByRole("button", { name: `Swap in ${swap!.name}` });
  await press.click();

  // Staged, visibly, and not saved: the replacement in the old one's place, the old one struck out.
  const bar = page.getByTestId("staged-swaps");
  await expect(bar).toContainText("Not saved yet: 1 change");
  await expect(bar.getByRole("listitem")).toHaveText(`Morning: ${anthelios.name} → ${swap!.name}`);
  await expect(morning).toContainText(`Replaces ${anthelios.name} once you save the routine.`);
  await expect(morning.getByText("NOT SAVED")).toBeVisible();
  await expect(morning).toContainText("3 products");
  expect(names((await getRoutine(page, routine.id)).morningProducts)).toContain(anthelios.name);

  // Discard drops it; staged again and saved, the old product leaves and the new one takes its place.
  await bar.getByRole("button", { name: "Discard" }).click();
  await expect(bar).toHaveCount(0);
  await expect(press).toHaveAttribute("aria-pressed", "false");
  await press.click();
  await page.getByRole("button", { name: "Save routine" }).click();
  await expect(page.getByText("Routine saved. Analyze it again to see the new scores.")).toBeVisible();
  await expect(page.getByTestId("staged-swaps")).toHaveCount(0);
  const saved = await getRoutine(page, routine.id);
  expect(names(saved.morningProducts)).toEqual([cleanser.name, vitaminC.name, swap!.name]);
  expect(names(saved.nightProducts)).toEqual([cream.name, cleanser.name]);
  await page.reload();
  await expect(morning).toContainText(swap!.name);
  await expect(morning).not.toContainText(anthelios.name);
  await expect(page.getByText("You changed this routine after it was analysed.")).toBeVisible();

  // Shared with someone else: the replacement panel is there to read, without any Swap button.
  expect((await page.request.put(`/api/stacks/${routine.id}/visibility`, { data: { isPublic: true } })).status()).toBe(200);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signUpThroughApi(page, uniqueEmail("swap-visitor"));
  await page.goto(`/results/${routine.id}`);
  const panel = page.getByTestId("replacement-panel");
  await expect(panel).toContainText(swap!.name);
  await expect(panel).toContainText("Only the routine's owner can swap products into it.");
  await expect(page.getByRole("button", { name: /^Swap in / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save routine" })).toHaveCount(0);
});

test("Add to AM asks, adds and can be undone; an edited routine's advanced analysis says it changed", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("addundo"));
  const { cleanser, cream } = await basicProducts(page);
  const retinol = await product(page, "Retinol 0.5% in Squalane", "Retinol 0.5% in Squalane");
  // Every entry's details saved, so the advanced analysis opens at its results.
  const routine = await evaluatedRoutine(page, [cleanser, cream], [retinol, cream], { usageFrequency: "daily-both", selfAssessment: 3 });
  const rec = routine.evaluation!.recommendations[0];
  expect(rec, "the engine recommends a product").toBeTruthy();

  await page.goto(`/advanced-analysis/${routine.id}`);
  const expert = page.getByRole("region", { name: "Expert Analysis" });
  await expect(expert).toContainText("Patch test every new product");
  await expect(page.getByTestId("routine-changed")).toHaveCount(0);

  // Add to AM asks first; nothing is saved until confirmed.
  await page.getByRole("button", { name: `Add to AM: ${rec.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${rec.name} to your morning routine?` });
  await expect(dialog).toContainText("You can undo this right after.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(names((await getRoutine(page, routine.id)).morningProducts)).toEqual([cleanser.name, cream.name]);
  await page.getByRole("button", { name: `Add to AM: ${rec.name}` }).click();
  await dialog.getByRole("button", { name: "Add to morning routine" }).click();
  const undoBar = page.getByTestId("add-undo");
  await expect(undoBar).toContainText(`Added ${rec.name} to your morning routine.`);
  expect(names((await getRoutine(page, routine.id)).morningProducts)).toEqual([cleanser.name, cream.name, rec.name]);
  await expect(page.getByRole("list", { name: "Morning products" })).toContainText(rec.name);

  // The routine is no longer the evaluated one: no old expert analysis, a way to re-evaluate.
  await expect(page.getByTestId("routine-changed")).toContainText("Your routine changed");
  await expect(expert).not.toContainText("Patch test every new product");
  await expect(page.getByRole("link", { name: "Re-evaluate on the results page (1 credit)" })).toHaveAttribute("href", `/results/${routine.id}`);

  // Undo restores the lists as they were (and with them the analysis that describes them).
  await undoBar.getByRole("button", { name: "Undo" }).click();
  await expect(undoBar).toContainText("Undone: your morning routine is back as it was.");
  expect(names((await getRoutine(page, routine.id)).morningProducts)).toEqual([cleanser.name, cream.name]);
  await expect(page.getByRole("list", { name: "Morning products" })).not.toContainText(rec.name);
  await expect(expert).toContainText("Patch test every new product");

  // An edit on the edit screen: the advanced analysis says the routine changed instead of the old text.
  await page.goto(`/edit-stack/${routine.id}`);
  await page.getByRole("button", { name: "Edit night routine" }).click();
  await page.getByRole("button", { name: `Remove ${retinol.name}`, exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/results/${routine.id}$`));
  await page.goto(`/advanced-analysis/${routine.id}`);
  await expect(page.getByRole("heading", { name: "Understanding Your Scores" })).toBeVisible();
  await expect(page.getByTestId("routine-changed")).toContainText("This routine changed after its last evaluation");
  await expect(expert).not.toContainText("Patch test every new product");
  await expect(page.getByRole("list", { name: "Night products" })).not.toContainText(retinol.name);
});
