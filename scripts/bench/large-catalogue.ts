/**
 * A catalogue of 100,000 products for the catalogue benches: the real catalogue (tests/helpers/shared-data)
 * repeated with varied names, each with its real ingredient list and a valid EAN-13.
 */
import type pg from "pg";
import { parseInci } from "../../core/inci";
import { gs1CheckDigit } from "../../core/barcode";
import { realCatalogRows } from "../../tests/helpers/shared-data";

export const LARGE_CATALOGUE = 100_000;
const VARIANTS = ["Mini", "Travel Size", "Refill", "Jumbo", "Limited Edition", "Duo", "Value Set", "Deluxe", "Fragrance Free", "Rich"];

/** A valid EAN-13 per generated product ("29" restricted-circulation prefix, then its number). */
export const barcodeOf = (i: number) => {
  const body = `29${String(i).padStart(10, "0")}`;
  return `${body}${gs1CheckDigit(body)}`;
};

/** Inserts `total` products (the real rows first, then their variants) and analyses the table. */
export async function fillLargeCatalogue(client: pg.Client, total = LARGE_CATALOGUE) {
  const base = realCatalogRows();
  const keys = base.map((r) => parseInci(r.ingredients).ingredients.map((i) => i.key));
  for (let start = 0; start < total; start += 5_000) {
    const names: string[] = [], brands: string[] = [], types: string[] = [], lists: string[] = [], keyLists: string[] = [], codes: string[] = [];
    for (let i = start; i < Math.min(total, start + 5_000); i++) {
      const j = i % base.length;
      const round = Math.floor(i / base.length);
      names.push(round === 0 ? base[j].name : `${base[j].name} ${VARIANTS[round % VARIANTS.length]} ${round}`);
      brands.push(base[j].brand);
      types.push(base[j].label);
      lists.push(base[j].ingredients);
      keyLists.push(JSON.stringify(keys[j]));
      codes.push(barcodeOf(i));
    }
    await client.query(
      `insert into products (name, brand, product_type, ingredients, ingredient_keys, barcode)
       select n, b, t, l, array(select jsonb_array_elements_text(k::jsonb)), c
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) as x(n, b, t, l, k, c)
       on conflict do nothing`,
      [names, brands, types, lists, keyLists, codes],
    );
  }
  await client.query("vacuum analyze products");
  return base;
}
