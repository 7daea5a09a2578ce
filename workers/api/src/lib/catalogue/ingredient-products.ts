/**
 * The catalogue products that contain one ingredient, most used in shared routines first: what an
 * ingredient page lists (ADR 0035). Only approved products. A routine counts once per product however often it lists
 * it, and only a public, evaluated routine of a member in good standing counts, as for "popular" products (ADR 0084):
 * a private routine or a draft says nothing to others, and one member cannot lift a product to the top of a page every
 * guest reads by listing it 30 times in a routine of their own (ADR 0087).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { sharedRoutine } from "../community/visibility";

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
    left join lateral (
      select count(distinct s.id) as uses from stack_products sp join stacks s on s.id = sp.stack_id
      where sp.product_id = p.id and s.status = 'evaluated' and ${sharedRoutine("s")}
    ) u on true
    where p.status = 'approved' and p.ingredient_keys @> ${sql.param([key])}::text[]
    order by u.uses desc, lower(p.name), p.id
    limit ${limit}`);
  return result.rows.map((r) => ({ id: r.id, name: r.name, brand: r.brand, productType: r.product_type, imageUrl: r.image_url }));
}
