/**
 * The catalogue products that contain one ingredient, most used in routines first: what an
 * ingredient page lists (ADR 0035). Only approved products; the use count is over every routine, so
 * it orders the list without saying anything about any one member's routine.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";

export const INGREDIENT_PRODUCTS_LIMIT = 24;

export interface IngredientProduct {
  id: string;
  name: string;
  brand: string;
  productType: string;
  imageUrl: string | null;
}

export async function productsContaining(db: Database, key: string, limit = INGREDIENT_PRODUCTS_LIMIT): Promise<IngredientProduct[]> {
  const result = await db.execute<{ id: string; name: string; brand: string; product_type: string; image_url: string | null }>(sql`
    select p.id, p.name, p.brand, p.product_type, p.image_url
    from products p
    left join lateral (select count(*) as uses from stack_products sp where sp.product_id = p.id) u on true
    where p.status = 'approved' and p.ingredient_keys @> ${sql.param([key])}::text[]
    order by u.uses desc, lower(p.name), p.id
    limit ${limit}`);
  return result.rows.map((r) => ({ id: r.id, name: r.name, brand: r.brand, productType: r.product_type, imageUrl: r.image_url }));
}
