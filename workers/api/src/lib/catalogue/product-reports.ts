/**
 * "Report wrong ingredients": a signed-in member with a verified address who is not banned may
 * report a product they can see (one open report per user and product, at most 20 new reports an
 * hour: ADR 0029); admins review open reports in the admin panel and resolve them
 * (optionally applying the suggested ingredient list, run through the knowledge base like any
 * product creation) or dismiss them. Every admin decision writes an audit_log row.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { parseInci } from "@core/inci";
import { productAnalysis } from "@core/evaluation/candidate-analysis";
import type { NewReportSchema } from "@core/schemas/product-reports";
import type { Database } from "@db/client";
import { productReports, products, users } from "@db/schema";
import { adminTransaction, recordAudit } from "../admin/access";
import { enforceRateLimit } from "../rate-limit";
import { badRequest, conflict, notFound } from "../errors";

export const REPORT_PAGE_SIZE = 50;

const reportColumns = {
  id: productReports.id,
  productId: productReports.productId,
  message: productReports.message,
  suggestedIngredients: productReports.suggestedIngredients,
  status: productReports.status,
  createdAt: productReports.createdAt,
  resolvedAt: productReports.resolvedAt,
};

type ReportRow = { [K in keyof typeof reportColumns]: (typeof productReports.$inferSelect)[K] };

export const serializeReport = (r: ReportRow) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
});

/** Files a report; 404 for a product the user cannot see, 409 when their earlier report is still open. */
export async function fileReport(db: Database, productId: string, userId: string, visible: (id: string) => Promise<boolean>, input: v.InferOutput<typeof NewReportSchema>) {
  if (!(await visible(productId))) throw notFound("Product not found", "not_found");
  const suggested = input.suggestedIngredients || null;
  if (suggested && parseInci(suggested).ingredients.length < 2) {
    throw badRequest("suggestedIngredients must list at least 2 ingredients, separated by commas", "validation_error");
  }
  return db.transaction(async (tx) => {
    // One open report per user and product, also under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-report:${userId}:${productId}`}))`);
    const [open] = await tx
      .select({ id: productReports.id })
      .from(productReports)
      .where(and(eq(productReports.productId, productId), eq(productReports.userId, userId), eq(productReports.status, "open")))
      .limit(1);
    if (open) throw conflict("You already reported this product; your report is awaiting review", "report_exists");
    // Counted with the report (a refused one counts nothing): ADR 0029.
    await enforceRateLimit(tx, "productReports", userId);
    const [row] = await tx.insert(productReports).values({ productId, userId, message: input.message, suggestedIngredients: suggested }).returning(reportColumns);
    return serializeReport(row);
  });
}

/** Reports with their product and reporter, oldest first. */
export async function listReports(db: Database, status: "open" | "resolved" | "dismissed") {
  const rows = await db
    .select({
      ...reportColumns,
      product: { id: products.id, name: products.name, brand: products.brand, productType: products.productType, ingredients: products.ingredients, source: products.source },
      reporter: { id: users.id, email: users.email, name: users.name },
    })
    .from(productReports)
    .innerJoin(products, eq(products.id, productReports.productId))
    .leftJoin(users, eq(users.id, productReports.userId))
    .where(eq(productReports.status, status))
    .orderBy(asc(productReports.createdAt), asc(productReports.id))
    .limit(REPORT_PAGE_SIZE);
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(productReports).where(eq(productReports.status, status));
  return { reports: rows.map((r) => ({ ...serializeReport(r), product: r.product, reporter: r.reporter?.id ? r.reporter : null })), total };
}

/**
 * Resolves or dismisses an open report (a decided one answers `changed: false`). Resolving with
 * `applySuggestedIngredients` replaces the product's list with the reporter's suggestion.
 */
export const reportNotFound = () => notFound("Report not found", "report_not_found");

/** Decides a report (its id a UUID: the route's param validator). */
export async function decideReport(db: Database, id: string, actorId: string, decision: "resolved" | "dismissed", apply = false) {
  return adminTransaction(db, actorId, async (tx) => {
    const [current] = await tx.select(reportColumns).from(productReports).where(eq(productReports.id, id)).for("update");
    if (!current) throw reportNotFound();
    if (current.status !== "open") return { report: serializeReport(current), changed: false, ingredientsUpdated: false };
    let ingredientsUpdated = false;
    if (decision === "resolved" && apply) {
      if (!current.suggestedIngredients) throw badRequest("This report suggests no ingredient list to apply", "nothing_to_apply");
      const keys = parseInci(current.suggestedIngredients).ingredients.map((i) => i.key);
      const [product] = await tx
        .select({ name: products.name, brand: products.brand, productType: products.productType })
        .from(products)
        .where(eq(products.id, current.productId));
      // A changed list changes the stored analysis with it (ADR 0050).
      const analysis = product ? productAnalysis({ ...product, ingredientKeys: keys, ingredients: current.suggestedIngredients }) : null;
      await tx
        .update(products)
        .set({ ingredients: current.suggestedIngredients, ingredientKeys: keys, analysis, ingredientsMissing: false })
        .where(eq(products.id, current.productId));
      ingredientsUpdated = true;
    }
    const [updated] = await tx
      .update(productReports)
      .set({ status: decision, resolvedBy: actorId, resolvedAt: new Date() })
      .where(eq(productReports.id, id))
      .returning(reportColumns);
    const [product] = await tx.select({ name: products.name, brand: products.brand }).from(products).where(eq(products.id, current.productId));
    await recordAudit(tx, decision === "resolved" ? "product_report.resolve" : "product_report.dismiss", current.productId, {
      reportId: id,
      name: product?.name,
      brand: product?.brand,
      ingredientsUpdated,
    });
    return { report: serializeReport(updated), changed: true, ingredientsUpdated };
  });
}
