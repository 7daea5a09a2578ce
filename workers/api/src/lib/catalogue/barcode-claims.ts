/**
 * Barcodes members attach to products they added (ADR 0039). A claim is the member's alone until
 * an admin approves it: it answers the member's own lookups and scans, nobody else's, and it
 * blocks nobody (two members may claim the same code; an Open Beauty Facts product with that code
 * is still stored). Approval copies the code to products.barcode, whose unique index keeps one
 * product per barcode; a code another product already has is refused (409 barcode_exists).
 */
import { and, asc, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { barcodeClaims, products, users } from "@db/schema";
import { adminTransaction, recordAudit } from "../admin/access";
import { isUniqueViolation } from "../db-errors";
import { conflict, forbidden, notFound } from "../errors";
import { cursorTime } from "../sql-time";
import { productColumns, visibleTo } from "./products";

export interface ClaimView {
  id: string;
  barcode: string;
  status: "pending" | "approved" | "rejected";
}

const claimColumns = { id: barcodeClaims.id, barcode: barcodeClaims.barcode, status: barcodeClaims.status };

const barcodeTaken = () =>
  conflict("Another product in the catalogue already has this barcode: look it up by its barcode", "barcode_exists");

/**
 * 409 when a catalogue (approved) product other than `productId` has `code`. Like brand and name
 * (migration 0025, ADR 0056), another member's unapproved row neither blocks a member nor tells
 * them it exists; approving a claim still meets the unique index over every row (409 too).
 */
export async function refuseTakenBarcode(db: Pick<Database, "select">, code: string, productId: string | null) {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.barcode, code), eq(products.status, "approved"), productId ? ne(products.id, productId) : undefined))
    .limit(1);
  if (taken) throw barcodeTaken();
}

/**
 * Attaches `code` (canonical, valid) to a product `userId` created, as a pending claim (replacing
 * their earlier pending one). 404 for a product they cannot see, 403 for someone else's, 409 when
 * the product already has an approved barcode or another product has this one.
 */
export async function claimBarcode(db: Database, productId: string, userId: string, code: string): Promise<ClaimView> {
  const [product] = await db
    .select({ id: products.id, createdBy: products.createdBy, barcode: products.barcode })
    .from(products)
    .where(and(eq(products.id, productId), visibleTo(userId)))
    .limit(1);
  if (!product) throw notFound("Product not found", "not_found");
  if (product.createdBy !== userId) throw forbidden("You can attach a barcode only to a product you added", "not_your_product");
  if (product.barcode) {
    throw conflict(
      product.barcode === code ? "This product already has this barcode" : "This product already has an approved barcode",
      "product_has_barcode",
    );
  }
  await refuseTakenBarcode(db, code, null);
  return insertClaim(db, productId, userId, code);
}

/** The pending claim of a product, new or replacing the open one (one per product: a partial unique index). */
export async function insertClaim(db: Pick<Database, "insert">, productId: string, userId: string, code: string): Promise<ClaimView> {
  const [claim] = await db
    .insert(barcodeClaims)
    .values({ productId, claimedBy: userId, barcode: code })
    .onConflictDoUpdate({
      target: barcodeClaims.productId,
      targetWhere: sql`${barcodeClaims.status} = 'pending'`,
      set: { barcode: code, claimedBy: userId, createdAt: sql`now()` },
    })
    .returning(claimColumns);
  return claim;
}

/** The product the viewer claimed `code` for (pending), if any: their own scans find it. */
export async function findByOwnClaim(db: Database, code: string, viewerId: string | null) {
  if (!viewerId) return undefined;
  const [row] = await db
    .select(productColumns)
    .from(barcodeClaims)
    .innerJoin(products, eq(products.id, barcodeClaims.productId))
    .where(and(eq(barcodeClaims.claimedBy, viewerId), eq(barcodeClaims.barcode, code), eq(barcodeClaims.status, "pending"), visibleTo(viewerId)))
    .orderBy(asc(barcodeClaims.createdAt))
    .limit(1);
  return row;
}

/** The admin queue: pending claims, oldest first, with their product and who claimed them. */
export async function pendingClaims(db: Database, limit: number, after: { t: string; i: string } | null) {
  const rows = await db
    .select({
      id: barcodeClaims.id,
      barcode: barcodeClaims.barcode,
      createdAt: barcodeClaims.createdAt,
      cursorTime: cursorTime(barcodeClaims.createdAt),
      product: { id: products.id, name: products.name, brand: products.brand, productType: products.productType, status: products.status },
      claimedBy: { id: users.id, email: users.email, name: users.name },
    })
    .from(barcodeClaims)
    .innerJoin(products, eq(products.id, barcodeClaims.productId))
    .innerJoin(users, eq(users.id, barcodeClaims.claimedBy))
    .where(
      and(
        eq(barcodeClaims.status, "pending"),
        after
          ? or(
              gt(barcodeClaims.createdAt, sql`${after.t}::timestamptz`),
              and(eq(barcodeClaims.createdAt, sql`${after.t}::timestamptz`), gt(barcodeClaims.id, after.i)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(barcodeClaims.createdAt), asc(barcodeClaims.id))
    .limit(limit + 1);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(barcodeClaims)
    .where(eq(barcodeClaims.status, "pending"));
  return { rows, total };
}

/**
 * An admin's decision on a claim, audited. Approving copies the code to the product (409
 * barcode_exists when another product has it by then, 409 product_has_barcode when the product got
 * another one); deciding an already decided claim changes nothing.
 */
export const claimNotFound = () => notFound("Barcode claim not found", "claim_not_found");

/** Decides a pending claim (its id a UUID: the route's param validator). */
export async function decideClaim(db: Database, claimId: string, actorId: string, decision: "approved" | "rejected", reason?: string) {
  try {
    return await adminTransaction(db, actorId, async (tx) => {
      const [claim] = await tx
        .select({ ...claimColumns, productId: barcodeClaims.productId, claimedBy: barcodeClaims.claimedBy })
        .from(barcodeClaims)
        .where(eq(barcodeClaims.id, claimId))
        .for("update");
      if (!claim) throw notFound("Barcode claim not found", "claim_not_found");
      const view = { id: claim.id, barcode: claim.barcode, productId: claim.productId };
      if (claim.status !== "pending") return { claim: { ...view, status: claim.status }, changed: false };
      const [product] = await tx
        .select({ name: products.name, brand: products.brand, barcode: products.barcode })
        .from(products)
        .where(eq(products.id, claim.productId))
        .for("update");
      if (decision === "approved") {
        if (product.barcode && product.barcode !== claim.barcode) throw conflict("This product already has another approved barcode", "product_has_barcode");
        await refuseTakenBarcode(tx, claim.barcode, claim.productId);
        await tx.update(products).set({ barcode: claim.barcode }).where(eq(products.id, claim.productId));
      }
      await tx.update(barcodeClaims).set({ status: decision, decidedBy: actorId, decidedAt: sql`now()` }).where(eq(barcodeClaims.id, claimId));
      await recordAudit(tx, decision === "approved" ? "barcode.approve" : "barcode.reject", claim.productId, {
        name: product.name,
        brand: product.brand,
        barcode: claim.barcode,
        claimedBy: claim.claimedBy,
        ...(reason ? { reason } : {}),
      });
      return { claim: { ...view, status: decision }, changed: true };
    });
  } catch (error) {
    // Another product was given this barcode between the check and the update.
    if (isUniqueViolation(error)) throw barcodeTaken();
    throw error;
  }
}
