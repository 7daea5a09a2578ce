import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, productReports, products, users } from "@db/schema";
import { call, signUp, withTestDb } from "./helpers";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const tag = crypto.randomUUID().slice(0, 6);
let productId: string;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  const [row] = await withTestDb((db) =>
    db.insert(products).values({ name: `Reported Serum ${tag}`, brand: "Test", productType: "Serum", ingredients: "Water, Glycerin" }).returning({ id: products.id }),
  );
  productId = row.id;
  admin = await signUp();
  await withTestDb((db) => db.update(users).set({ role: "admin", emailVerifiedAt: new Date() }).where(eq(users.id, admin.user.id)));
});

const report = (token: string | undefined, json: unknown, id = productId) => call(`/api/products/${id}/reports`, { method: "POST", token, json });
const openReports = async (userId: string) =>
  withTestDb((db) => db.select().from(productReports).where(and(eq(productReports.userId, userId), eq(productReports.status, "open"))));

describe("reporting wrong ingredients", () => {
  it("files one open report per user and product", async () => {
    const user = await signUp();
    const res = await report(user.token, { message: "The list on my bottle has niacinamide", suggestedIngredients: "Water, Niacinamide, Glycerin" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ report: { status: "open", productId, suggestedIngredients: "Water, Niacinamide, Glycerin" } });
    const again = await report(user.token, { message: "Still wrong" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "report_exists" });
    expect(await openReports(user.user.id)).toHaveLength(1);
    // Another user may report the same product.
    expect((await report((await signUp()).token, { message: "Wrong order" })).status).toBe(201);
  });

  it("refuses bad input with 4xx and stores nothing", async () => {
    const user = await signUp();
    expect((await report(undefined, { message: "Wrong list" })).status).toBe(401);
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, "message"],
      [{ message: "" }, 400, "message"],
      [{ message: "x".repeat(1001) }, 400, "message"],
      [{ message: "Wrong", suggestedIngredients: "only one" }, 400, "suggestedIngredients"],
      [{ message: "Wrong", extra: 1 }, 400, ""],
    ];
    for (const [json, status, field] of cases) {
      const res = await report(user.token, json);
      expect(res.status).toBe(status);
      expect(((await res.json()) as Json).message).toContain(field);
    }
    expect((await report(user.token, { message: "Wrong" }, "not-a-uuid")).status).toBe(400);
    expect((await report(user.token, { message: "Wrong" }, crypto.randomUUID())).status).toBe(404);
    expect(await openReports(user.user.id)).toEqual([]);
  });
});

describe("reviewing reports (admin)", () => {
  it("is for admins only", async () => {
    const user = await signUp();
    expect((await call("/api/admin/product-reports")).status).toBe(401);
    expect((await call("/api/admin/product-reports", { token: user.token })).status).toBe(403);
    expect((await call(`/api/admin/product-reports/${crypto.randomUUID()}/dismiss`, { method: "POST", token: user.token })).status).toBe(403);
  });

  it("lists open reports and resolves one by applying the suggested list (audited)", async () => {
    const user = await signUp();
    await report(user.token, { message: "Missing niacinamide", suggestedIngredients: "Water, Niacinamide, Glycerin, Panthenol" });
    const list = (await (await call("/api/admin/product-reports", { token: admin.token })).json()) as Json;
    const mine = (list.reports as Json[]).find((r) => r.reporter?.id === user.user.id)!;
    expect(mine).toMatchObject({ status: "open", product: { id: productId, name: `Reported Serum ${tag}` } });
    const res = await call(`/api/admin/product-reports/${mine.id}/resolve`, { method: "POST", token: admin.token, json: { applySuggestedIngredients: true } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: true, ingredientsUpdated: true, report: { status: "resolved" } });
    const [product] = await withTestDb((db) => db.select().from(products).where(eq(products.id, productId)));
    expect(product.ingredients).toBe("Water, Niacinamide, Glycerin, Panthenol");
    expect(product.ingredientKeys).toContain("niacinamide");
    const audit = await withTestDb((db) => db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.action, "product_report.resolve"))));
    expect(audit.length).toBeGreaterThan(0);
    // Deciding again changes nothing; the user may now report again.
    const twice = await call(`/api/admin/product-reports/${mine.id}/dismiss`, { method: "POST", token: admin.token });
    expect(await twice.json()).toMatchObject({ changed: false, report: { status: "resolved" } });
    expect((await report(user.token, { message: "Another problem" })).status).toBe(201);
  });

  it("dismisses a report; bad ids and bodies get 4xx", async () => {
    const user = await signUp();
    const { report: filed } = (await (await report(user.token, { message: "Looks off" })).json()) as Json;
    const noList = await call(`/api/admin/product-reports/${filed.id}/resolve`, { method: "POST", token: admin.token, json: { applySuggestedIngredients: true } });
    expect(noList.status).toBe(400);
    expect(await noList.json()).toMatchObject({ code: "nothing_to_apply" });
    expect((await call(`/api/admin/product-reports/${filed.id}/resolve`, { method: "POST", token: admin.token, json: { applySuggestedIngredients: "yes" } })).status).toBe(400);
    expect((await call("/api/admin/product-reports/nope/dismiss", { method: "POST", token: admin.token })).status).toBe(404);
    expect((await call("/api/admin/product-reports?status=bogus", { token: admin.token })).status).toBe(400);
    const res = await call(`/api/admin/product-reports/${filed.id}/dismiss`, { method: "POST", token: admin.token });
    expect(await res.json()).toMatchObject({ changed: true, report: { status: "dismissed" } });
    const dismissed = (await (await call("/api/admin/product-reports?status=dismissed", { token: admin.token })).json()) as Json;
    expect((dismissed.reports as Json[]).map((r) => r.id)).toContain(filed.id);
  });
});
