/**
 * A product page's related data (ADR 0035): how many shared routines use the product, and similar
 * products of the same type or its family (core/product-page comparableTypes), ranked by the key actives they share, then by how much of the
 * product's list they list too.
 */
import { sql } from "drizzle-orm";
import { comparableTypes, keyActivesOf, listOverlap, similarityReason } from "@core/product-page";
import type { Database } from "@db/client";
import { publicMember } from "../community/visibility";
import { anyKeyIds } from "./ingredient-ids";

export const SIMILAR_LIMIT = 6;
/** Without key actives, candidates must share one of the first ingredients (what the product is mostly made of). */
const BASE_INGREDIENTS = 5;
/** At most this many candidates of each kind are ranked (see similarTo). */
const CANDIDATES = 300;

export interface SimilarProduct {
  id: string;
  name: string;
  brand: string;
  productType: string;
  imageUrl: string | null;
  sharedActives: string[];
  overlap: number;
  reason: string;
}

export interface RelatedProducts {
  sharedRoutines: number;
  similar: SimilarProduct[];
}

interface Subject {
  id: string;
  productType: string;
  ingredients: string;
  ingredientKeys: string[];
}

export async function sharedRoutinesUsing(db: Database, productId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(distinct s.id)::int as n from stack_products sp
    join stacks s on s.id = sp.stack_id
    join users u on u.id = s.user_id
    where sp.product_id = ${productId} and s.is_public and s.status = 'evaluated' and ${publicMember("u")}`);
  return rows[0]?.n ?? 0;
}

export async function similarTo(db: Database, product: Subject, limit = SIMILAR_LIMIT): Promise<SimilarProduct[]> {
  const actives = keyActivesOf(product.ingredients);
  const activeKeys = actives.map((a) => a.key);
  const anchor = activeKeys.length ? activeKeys : product.ingredientKeys.slice(0, BASE_INGREDIENTS);
  if (!anchor.length) return [];
  // The GIN index finds the candidates: first those with every anchor key, then those with any
  // (each set capped, so that ranking stays cheap on a catalogue of 100,000 products, where it is
  // then the best of those candidates rather than of all). With key actives, a product with all of
  // them outranks every product missing one: when they fill the list, the second set is not read
  // (ADR 0047). Candidates are ranked on their ingredient numbers (products.ingredient_ids), each
  // key counted once. Each set carries the columns the answer needs from the heap row it already
  // read, so no candidate is looked up again by id (ADR 0051); a product in both sets is kept once
  // by its id (comparing whole rows, arrays included, cost more than the lookups saved). Each cap
  // keeps the lowest ids, so the answer never depends on the order a scan meets the rows in (a
  // synchronized sequential scan starts where another one is, ADR 0053); the planner reads either
  // the GIN bitmap and sorts, or the primary key in order until the cap is full.
  const types = sql.param(comparableTypes(product.productType));
  const comparable = sql`p.status = 'approved' and p.id <> ${product.id} and p.product_type = any(${types}::text[])`;
  const columns = sql`p.id, p.name, p.brand, p.product_type, p.image_url, p.ingredient_keys, p.ingredient_ids`;
  const { rows } = await db.execute<{
    id: string;
    name: string;
    brand: string;
    product_type: string;
    image_url: string | null;
    ingredient_keys: string[];
    shared_actives: number;
    shared_all: number;
  }>(sql`
    with every_anchor as (
      select ${columns} from products p
      where ${comparable} and p.ingredient_keys @> ${sql.param(anchor)}::text[]
      order by p.id
      limit ${CANDIDATES}
    ),
    candidates as (
      select distinct on (id) * from (
        select * from every_anchor
        union all
        (select ${columns} from products p
          where ${activeKeys.length ? sql`(select count(*) from every_anchor) < ${limit} and ` : sql``}${comparable}
            and p.ingredient_keys && ${sql.param(anchor)}::text[]
          order by p.id
          limit ${CANDIDATES})
      ) both_sets
      order by id
    ),
    subject as (select ${anyKeyIds(activeKeys)} as actives, ${anyKeyIds(product.ingredientKeys)} as keys)
    select c.id, c.name, c.brand, c.product_type, c.image_url, c.ingredient_keys, s.shared_actives, s.shared_all
    from candidates c
    cross join subject
    cross join lateral (
      select (count(*) filter (where k = any(subject.actives)))::int as shared_actives,
        (count(*) filter (where k = any(subject.keys)))::int as shared_all
      from unnest(c.ingredient_ids) k
    ) s
    order by s.shared_actives desc, s.shared_all desc, lower(c.name), c.id
    limit ${limit}`);
  return rows.map((r) => {
    const overlap = listOverlap(product.ingredientKeys, r.ingredient_keys);
    const sharedActives = actives.filter((a) => r.ingredient_keys.includes(a.key)).map((a) => a.name);
    return {
      id: r.id,
      name: r.name,
      brand: r.brand,
      productType: r.product_type,
      imageUrl: r.image_url,
      sharedActives,
      overlap,
      reason: similarityReason(sharedActives.length, overlap),
    };
  });
}

export async function relatedProducts(db: Database, product: Subject): Promise<RelatedProducts> {
  const [sharedRoutines, similar] = await Promise.all([sharedRoutinesUsing(db, product.id), similarTo(db, product)]);
  return { sharedRoutines, similar };
}
