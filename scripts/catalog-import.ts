/**
 * `npm run catalog:import -- <file>`: loads products into DATABASE_URL (any PostgreSQL).
 *
 * Formats: CSV in the shared catalogue's layout (Label,Brand,Name,Price,Rank,Ingredients,...) and
 * Open Beauty Facts JSONL (one product object per line). Labels and categories map to our product
 * types (see scripts/lib/catalog-formats.ts). Rows without a real ingredient list are skipped,
 * broken rows are reported on stderr with their line number and the import goes on. Imported
 * products get source 'import' and status 'approved'; a product whose brand and name (any case)
 * already exist is left alone, so importing a file twice creates no duplicates.
 *
 * Open Beauty Facts rows keep their barcode (check digit validated; UPC-A stored as EAN-13) and
 * front picture, and carry the ODbL licence, attribution and a link to the product's page; a row
 * whose barcode is already in the catalogue counts as a duplicate.
 *
 * Progress goes to stderr: a bar on a terminal, a plain line every 5 % otherwise.
 * Prints one JSON line of counts: {read, inserted, duplicates, skippedNoList, skippedOtherType, broken}.
 */
import fs from "node:fs";
import readline from "node:readline";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { parseInci } from "../core/inci";
import { withAnalysis } from "../core/evaluation/candidate-analysis";
import { OBF_ATTRIBUTION, OBF_LICENCE } from "../core/open-beauty-facts";
import * as schema from "../drizzle/schema";
import { products } from "../drizzle/schema";
import {
  detectCatalogFormat,
  readCatalogCsv,
  readOpenBeautyFactsLine,
  type CatalogFormat,
  type ImportRow,
} from "./lib/catalog-formats";
import { fileArgumentOrExit, isMainModule } from "./lib/cli";
import { createProgress } from "./lib/progress";
import type { AnyPgDatabase } from "./seed";

export interface CatalogImportCounts {
  /** Data rows read (blank lines and the CSV header not counted). */
  read: number;
  inserted: number;
  /** Rows whose brand and name were already in the database or earlier in the file. */
  duplicates: number;
  skippedNoList: number;
  /** Rows whose label or categories are not a skincare step we know (shampoo, make-up, ...). */
  skippedOtherType: number;
  broken: number;
}

export interface ImportOptions {
  /** Where problems are reported; stderr by default. */
  report?: (message: string) => void;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Called as the file is read: the share read so far (0-1) and the rows read. */
  progress?: (fraction: number, rows: number) => void;
}

const defaultReport = (message: string) => {
  process.stderr.write(`${message}\n`);
};

type ProductRow = Extract<ImportRow, { kind: "product" }>;

class ProductSink {
  readonly counts: CatalogImportCounts = {
    read: 0,
    inserted: 0,
    duplicates: 0,
    skippedNoList: 0,
    skippedOtherType: 0,
    broken: 0,
  };
  private batch: ProductRow[] = [];

  constructor(
    private readonly db: AnyPgDatabase,
    private readonly file: string,
    private readonly format: CatalogFormat,
    private readonly report: (message: string) => void,
    private readonly batchSize: number,
  ) {}

  async add(row: ImportRow) {
    this.counts.read++;
    switch (row.kind) {
      case "product":
        this.batch.push(row);
        if (this.batch.length >= this.batchSize) await this.flush();
        break;
      case "noList":
        this.counts.skippedNoList++;
        break;
      case "otherType":
        this.counts.skippedOtherType++;
        // CSV labels are a closed set, so an unknown one is worth a note; OBF dumps hold every kind of cosmetic.
        if (this.format === "csv") this.report(`${this.file}:${row.line}: skipped, no product type for label "${row.label}"`);
        break;
      case "broken":
        this.counts.broken++;
        this.report(`${this.file}:${row.line}: broken row, ${row.reason}`);
        break;
    }
  }

  async flush() {
    if (!this.batch.length) return;
    const rows = this.batch.map((r) =>
      withAnalysis({
        brand: r.brand,
        name: r.name,
        productType: r.productType,
        ingredients: r.ingredients,
        ingredientKeys: parseInci(r.ingredients).ingredients.map((i) => i.key),
        source: "import" as const,
        status: "approved" as const,
        barcode: r.barcode ?? null,
        imageUrl: r.imageUrl ?? null,
        ...(this.format === "jsonl" ? { licence: OBF_LICENCE, attribution: OBF_ATTRIBUTION, sourceUrl: r.sourceUrl ?? null } : {}),
      }),
    );
    const inserted = await this.db.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id });
    this.counts.inserted += inserted.length;
    this.counts.duplicates += rows.length - inserted.length;
    this.batch = [];
  }
}

function firstChunk(file: string): string {
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(4096);
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, n).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

/** Imports a catalogue file (CSV or Open Beauty Facts JSONL) and returns the counts. */
export async function importCatalogFile(
  db: AnyPgDatabase,
  file: string,
  options: ImportOptions = {},
): Promise<CatalogImportCounts> {
  const format = detectCatalogFormat(file, firstChunk(file));
  const sink = new ProductSink(db, file, format, options.report ?? defaultReport, options.batchSize ?? 500);
  const progress = options.progress ?? (() => {});
  if (format === "csv") {
    const rows = readCatalogCsv(fs.readFileSync(file, "utf8"));
    for (const [i, row] of rows.entries()) {
      await sink.add(row);
      if (i % 100 === 0) progress(i / rows.length, sink.counts.read);
    }
  } else {
    // Open Beauty Facts dumps are large: stream them line by line; progress by bytes read.
    const size = fs.statSync(file).size || 1;
    const input = fs.createReadStream(file, "utf8");
    const lines = readline.createInterface({ input, crlfDelay: Infinity });
    let line = 0;
    for await (const text of lines) {
      line++;
      const row = readOpenBeautyFactsLine(line === 1 ? text.replace(/^\ufeff/, "") : text, line);
      if (row) await sink.add(row);
      if (line % 500 === 0) progress(input.bytesRead / size, sink.counts.read);
    }
  }
  await sink.flush();
  progress(1, sink.counts.read);
  return sink.counts;
}

/** Runs `fn` with a Drizzle database on DATABASE_URL, closing the connection afterwards. */
export async function withDatabaseUrl<T>(fn: (db: AnyPgDatabase) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(drizzle(client, { schema }) as unknown as AnyPgDatabase);
  } finally {
    await client.end();
  }
}

if (isMainModule(import.meta.url)) {
  const file = fileArgumentOrExit("npm run catalog:import -- <file.csv | file.jsonl>");
  try {
    const bar = createProgress("catalog:import");
    const counts = await withDatabaseUrl((db) => importCatalogFile(db, file, { progress: bar.update }));
    bar.done(counts.read);
    console.log(JSON.stringify(counts));
  } catch (error) {
    console.error(`catalog:import failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
