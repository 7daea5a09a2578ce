/**
 * Pure parts of the catalogue and knowledge-base importers: reading the shared catalogue's CSV,
 * Open Beauty Facts JSONL and the EU CosIng inventory CSV into rows the importers can insert, and
 * mapping source labels and categories to our product types. No database, no file system.
 *
 * CSV reading reuses the RFC 4180 reader in core/kb/csv.ts; this module only adds line numbers.
 */
import { PRODUCT_TYPES, type ProductTypeName } from "../../core/domain";
import { hasRealIngredientList } from "../../core/inci";
import { parseCsv } from "../../core/kb/csv";
import { readObfProduct } from "../../core/open-beauty-facts";
import { categoriesOf, productTypeForCategories } from "../../core/product-types";

/* ------------------------------------------------------------------ CSV rows with line numbers */

export interface CsvRecord {
  /** 1-based physical line on which the record starts. */
  line: number;
  cells: string[];
}

/** Line breaks inside a field ("\r\n" counts once). */
function lineBreaksIn(field: string): number {
  let n = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13) {
      n++;
      if (field.charCodeAt(i + 1) === 10) i++;
    }
  }
  return n;
}

/** Records of a parsed CSV with the line each starts on. Blank lines come back as [""]. */
function withLineNumbers(rows: string[][]): CsvRecord[] {
  const out: CsvRecord[] = [];
  let line = 1;
  for (const cells of rows) {
    out.push({ line, cells });
    let breaks = 1;
    for (const cell of cells) if (cell.length > 0) breaks += lineBreaksIn(cell);
    line += breaks;
  }
  return out;
}

export interface CsvReadResult {
  records: CsvRecord[];
  /** Set when the text ends inside an unterminated quoted field: the records stop before it. */
  unterminatedAtLine?: number;
}

/**
 * Reads CSV text into records with line numbers. An unterminated quoted field would make the
 * whole file unreadable, so the text is read up to the last line break before it and the rest is
 * reported instead.
 */
export function readCsvRecords(text: string): CsvReadResult {
  try {
    return { records: withLineNumbers(parseCsv(text)) };
  } catch {
    // Largest prefix ending at a line break that still parses.
    const breaks: number[] = [];
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) breaks.push(i + 1);
    let lo = 0;
    let hi = breaks.length - 1;
    let best = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      try {
        parseCsv(text.slice(0, breaks[mid]));
        best = mid;
        lo = mid + 1;
      } catch {
        hi = mid - 1;
      }
    }
    const prefix = best >= 0 ? text.slice(0, breaks[best]) : "";
    const records = prefix ? withLineNumbers(parseCsv(prefix)) : [];
    const unterminatedAtLine = 1 + (prefix.match(/\n/g)?.length ?? 0);
    return { records, unterminatedAtLine };
  }
}

function isBlank(record: CsvRecord): boolean {
  return record.cells.every((c) => c.trim() === "");
}

/* ------------------------------------------------------------------ product rows */

export type ImportRow =
  | {
      kind: "product";
      line: number;
      brand: string;
      name: string;
      productType: ProductTypeName;
      ingredients: string;
      /** Open Beauty Facts rows: the valid barcode (canonical), picture and where the data comes from. */
      barcode?: string;
      imageUrl?: string;
      sourceUrl?: string;
    }
  | { kind: "noList"; line: number; brand: string; name: string }
  | { kind: "otherType"; line: number; label: string }
  | { kind: "broken"; line: number; reason: string };

/** Trims and collapses inner whitespace (names in the wild carry double spaces and tabs). */
export function cleanText(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

const TYPE_BY_NAME = new Map<string, ProductTypeName>(PRODUCT_TYPES.map((t) => [t.name.toLowerCase(), t.name]));

/**
 * Labels of the shared catalogue (sephora-cosmetics.csv) and common synonyms, lowercased.
 * Every label present in the shared CSV is mapped:
 *   Cleanser    -> Cleanser     (face washes, cleansing oils and balms, micellar waters, wipes)
 *   Moisturizer -> Moisturizer  (creams, lotions, gels; its few face oils stay Moisturizer)
 *   Face Mask   -> Mask         (wash-off, sheet and sleeping masks)
 *   Treatment   -> Serum        (serums, essences, boosters, acid treatments: the label does not
 *                                say which, and Serum is the step most of them take)
 *   Eye cream   -> Eye Cream
 *   Sun protect -> Sunscreen
 * Our own type names are accepted as they are (any case), so a CSV exported from this app
 * round-trips.
 */
const LABEL_TYPES: Record<string, ProductTypeName> = {
  cleanser: "Cleanser",
  moisturizer: "Moisturizer",
  moisturiser: "Moisturizer",
  "face mask": "Mask",
  treatment: "Serum",
  "eye cream": "Eye Cream",
  "sun protect": "Sunscreen",
  // Synonyms seen in other exports.
  "face wash": "Cleanser",
  exfoliator: "Exfoliant",
  peel: "Exfoliant",
  "face oil": "Oil",
  "facial oil": "Oil",
  "face mist": "Mist",
  "facial mist": "Mist",
  "spot treatment": "Spot Treatment",
  "acne treatment": "Spot Treatment",
  "eye care": "Eye Cream",
  sunscreen: "Sunscreen",
  spf: "Sunscreen",
};

/** Our product type for a catalogue label, or undefined when the label is not a skincare step we know. */
export function productTypeForLabel(label: string): ProductTypeName | undefined {
  const key = cleanText(label).toLowerCase();
  return TYPE_BY_NAME.get(key) ?? LABEL_TYPES[key];
}

const REQUIRED_COLUMNS = ["Label", "Brand", "Name", "Ingredients"] as const;

/**
 * Rows of a CSV in the shared catalogue's layout
 * (Label,Brand,Name,Price,Rank,Ingredients,Combination,Dry,Normal,Oily,Sensitive); columns are
 * found by header name, extra columns are ignored. Throws when the header lacks a required column.
 */
export function readCatalogCsv(text: string): ImportRow[] {
  const { records, unterminatedAtLine } = readCsvRecords(text);
  const headerIndex = records.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) return [];
  const header = records[headerIndex].cells.map((h) => h.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name.toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => column(c) < 0);
  if (missing.length) throw new Error(`CSV header lacks column(s) ${missing.join(", ")} (line ${records[headerIndex].line})`);
  const [labelAt, brandAt, nameAt, ingredientsAt] = REQUIRED_COLUMNS.map(column);

  const rows: ImportRow[] = [];
  for (const record of records.slice(headerIndex + 1)) {
    if (isBlank(record)) continue;
    const { line, cells } = record;
    if (cells.length !== header.length) {
      rows.push({ kind: "broken", line, reason: `expected ${header.length} fields, found ${cells.length}` });
      continue;
    }
    rows.push(classify(line, cells[labelAt], cells[brandAt], cells[nameAt], cells[ingredientsAt], productTypeForLabel));
  }
  if (unterminatedAtLine !== undefined) {
    rows.push({ kind: "broken", line: unterminatedAtLine, reason: "unterminated quoted field; the rest of the file was not read" });
  }
  return rows;
}

function classify(
  line: number,
  label: string,
  brandRaw: string,
  nameRaw: string,
  ingredientsRaw: string,
  typeOf: (label: string) => ProductTypeName | undefined,
): ImportRow {
  const name = cleanText(nameRaw);
  const brand = cleanText(brandRaw);
  if (!name) return { kind: "broken", line, reason: "missing product name" };
  const productType = typeOf(label);
  if (!productType) return { kind: "otherType", line, label: cleanText(label) };
  const ingredients = (ingredientsRaw ?? "").trim();
  if (!hasRealIngredientList(ingredients)) return { kind: "noList", line, brand, name };
  return { kind: "product", line, brand, name, productType, ingredients };
}

/* ------------------------------------------------------------------ Open Beauty Facts JSONL */

// Open Beauty Facts categories -> our product types: core/product-types (shared with the api's live lookups).
export { categoriesOf, productTypeForCategories } from "../../core/product-types";

function asString(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * One line of an Open Beauty Facts JSONL export. Returns null for blank lines. Name:
 * `product_name_en` or `product_name`; brand: the first of `brands`; list: `ingredients_text_en`
 * or `ingredients_text`.
 */
export function readOpenBeautyFactsLine(text: string, line: number): ImportRow | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let product: unknown;
  try {
    product = JSON.parse(trimmed);
  } catch (error) {
    return { kind: "broken", line, reason: `invalid JSON: ${(error as Error).message}` };
  }
  if (!product || typeof product !== "object" || Array.isArray(product)) {
    return { kind: "broken", line, reason: "not a JSON object" };
  }
  const p = product as Record<string, unknown>;
  const name = asString(p.product_name_en) || asString(p.product_name);
  const brand = asString(p.brands).split(",")[0] ?? "";
  const ingredients = asString(p.ingredients_text_en) || asString(p.ingredients_text);
  const categories = categoriesOf(p);
  const row = classify(line, categories.join(", "), brand, name, ingredients, () => productTypeForCategories(categories));
  if (row.kind !== "product") return row;
  // Barcode and picture, read the same way as the api's live lookups (core/open-beauty-facts).
  const live = readObfProduct(p);
  return {
    ...row,
    ...(live ? { barcode: live.barcode, sourceUrl: live.sourceUrl } : {}),
    ...(live?.imageUrl ? { imageUrl: live.imageUrl } : {}),
  };
}

/** All rows of an Open Beauty Facts JSONL text (the importer streams instead; this is for small inputs). */
export function readOpenBeautyFactsJsonl(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  text.split(/\r?\n/).forEach((lineText, i) => {
    const row = readOpenBeautyFactsLine(lineText, i + 1);
    if (row) rows.push(row);
  });
  return rows;
}

export type CatalogFormat = "csv" | "jsonl";

/** By extension (.csv, .jsonl/.ndjson/.json), else by the first character of the content. */
export function detectCatalogFormat(fileName: string, firstChunk: string): CatalogFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".jsonl") || lower.endsWith(".ndjson") || lower.endsWith(".json")) return "jsonl";
  return firstChunk.replace(/^\ufeff/, "").trimStart().startsWith("{") ? "jsonl" : "csv";
}

/* ------------------------------------------------------------------ EU CosIng inventory */

export type CosingRow =
  | { kind: "entry"; line: number; inci: string; name: string; functions: string[] }
  | { kind: "noFunctions"; line: number; inci: string }
  | { kind: "broken"; line: number; reason: string };

/** The knowledge-base key of a CosIng INCI name: lowercased, trimmed, inner whitespace collapsed. */
export function cosingKey(inciName: string): string {
  return cleanText(inciName).toLowerCase();
}

/** "ANTIOXIDANT, SKIN CONDITIONING" -> ["ANTIOXIDANT", "SKIN CONDITIONING"] (trimmed, upper case, no repeats). */
export function splitFunctions(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(/[,;\n]/)) {
    const tag = cleanText(part).toUpperCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/**
 * Rows of the EU CosIng inventory CSV (columns COSING Ref No, INCI name, INN name, Ph. Eur. Name,
 * CAS No, EC No, Chem/IUPAC Name / Description, Restriction, Function, Update Date). The export may
 * open with a few lines of preamble: the header is the first row holding both an "INCI name" and
 * a "Function" column. Throws when no such row exists.
 */
export function readCosingCsv(text: string): CosingRow[] {
  const { records, unterminatedAtLine } = readCsvRecords(text);
  const headerIndex = records.findIndex((r) => {
    const cells = r.cells.map((c) => cleanText(c).toLowerCase());
    return cells.includes("inci name") && cells.includes("function");
  });
  if (headerIndex < 0) throw new Error('No CosIng header row (with "INCI name" and "Function" columns) found');
  const header = records[headerIndex].cells.map((c) => cleanText(c).toLowerCase());
  const inciAt = header.indexOf("inci name");
  const functionAt = header.indexOf("function");

  const rows: CosingRow[] = [];
  for (const record of records.slice(headerIndex + 1)) {
    if (isBlank(record)) continue;
    const { line, cells } = record;
    if (cells.length <= Math.max(inciAt, functionAt)) {
      rows.push({ kind: "broken", line, reason: `expected ${header.length} fields, found ${cells.length}` });
      continue;
    }
    const name = cleanText(cells[inciAt]);
    if (!name) {
      rows.push({ kind: "broken", line, reason: "missing INCI name" });
      continue;
    }
    const functions = splitFunctions(cells[functionAt]);
    const inci = cosingKey(name);
    rows.push(functions.length ? { kind: "entry", line, inci, name, functions } : { kind: "noFunctions", line, inci });
  }
  if (unterminatedAtLine !== undefined) {
    rows.push({ kind: "broken", line: unterminatedAtLine, reason: "unterminated quoted field; the rest of the file was not read" });
  }
  return rows;
}
