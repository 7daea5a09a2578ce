import { expect, type Page } from "@playwright/test";
import { EVALUATION_POLL, sessionTokenOf } from "./helpers";

export interface CatalogueProduct {
  id: string;
  name: string;
  brand: string;
  productType: string;
  ingredients: string;
}

/** A seeded catalogue product found by its name. */
export async function catalogueProduct(page: Page, search: string, name: string): Promise<CatalogueProduct> {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(search)}`);
  const { products } = (await res.json()) as { products: CatalogueProduct[] };
  const found = products.find((p) => p.name === name);
  expect(found, `${name} is in the seeded catalogue`).toBeTruthy();
  return found!;
}

/** Three seeded products: a cleanser, a cream and a sunscreen. */
export async function basicProducts(page: Page) {
  return {
    cleanser: await catalogueProduct(page, "CeraVe Hydrating Facial", "Hydrating Facial Cleanser"),
    cream: await catalogueProduct(page, "CeraVe Moisturizing Cream", "Moisturizing Cream"),
    sunscreen: await catalogueProduct(page, "Anthelios UVMune", "Anthelios UVMune 400 Invisible Fluid SPF50+"),
  };
}

/** A catalogue product as an entry of a routine sent to the api. */
export const routineEntry = (p: CatalogueProduct) => ({ productId: p.id, name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients });

async function auth(page: Page) {
  return { authorization: `Bearer ${await sessionTokenOf(page)}` };
}

async function waitEvaluated(page: Page, id: string, evaluations: number) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/stacks/${id}/evaluations`, { headers: await auth(page) });
        return ((await res.json()) as { evaluations: unknown[] }).evaluations.length;
      },
      EVALUATION_POLL,
    )
    .toBe(evaluations);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/stacks/${id}`, { headers: await auth(page) })).json()) as { status: string }).status, EVALUATION_POLL)
    .toBe("evaluated");
}

/** Creates and evaluates a routine through the api as the signed-in user (1 credit). */
export async function evaluatedRoutine(page: Page, name: string, morning: CatalogueProduct[], night: CatalogueProduct[]): Promise<string> {
  const res = await page.request.post("/api/evaluate-stack", {
    headers: await auth(page),
    data: { stackName: name, goal: "hydration", skinType: "dry", morningProducts: morning.map(routineEntry), nightProducts: night.map(routineEntry) },
  });
  expect(res.status()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  await waitEvaluated(page, id, 1);
  return id;
}

/** Saves new product lists for the routine and evaluates it again (1 credit); `evaluations` is the count expected after. */
export async function changeAndReevaluate(page: Page, id: string, name: string, morning: CatalogueProduct[], night: CatalogueProduct[], evaluations: number) {
  const saved = await page.request.put(`/api/stacks/${id}`, {
    headers: await auth(page),
    data: { name, goal: "hydration", morningProducts: morning.map(routineEntry), nightProducts: night.map(routineEntry) },
  });
  expect(saved.status()).toBe(200);
  const again = await page.request.post(`/api/stacks/${id}/evaluate`, { headers: await auth(page) });
  expect(again.status()).toBe(202);
  await waitEvaluated(page, id, evaluations);
}

/** Whether the page scrolls sideways at its current width. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
