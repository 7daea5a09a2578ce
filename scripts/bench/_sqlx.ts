import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../drizzle/schema";
import type { Database } from "../../drizzle/client";
import { browseByNameWalk, browseSortedCandidates, ingredientKey } from "../../workers/api/src/lib/catalogue/products";
const client = new pg.Client({ connectionString: process.env.D });
await client.connect();
const sent: Array<{ text: string; values: unknown[] }> = [];
const db = drizzle(client, { schema, logger: { logQuery: (text, values) => void sent.push({ text, values }) } }) as unknown as Database;
const filters = [
  { wanted: ["niacinamide", "glycerin", "water"], unwanted: ["fragrance", "alcohol denat."] },
  { wanted: ["sodium hyaluronate", "glycerin", "panthenol"], unwanted: ["fragrance", "limonene"] },
  { wanted: ["squalane", "tocopherol", "glycerin"], unwanted: ["parfum", "linalool"] },
  { wanted: ["salicylic acid", "water", "glycerin"], unwanted: ["alcohol denat.", "fragrance"] },
].map((f) => ({ wanted: f.wanted.map(ingredientKey), unwanted: f.unwanted.map(ingredientKey) }));
console.log(JSON.stringify(filters));
await browseByNameWalk(db, { viewerId: null, ...filters[3], after: null, limit: 21 });
console.log(sent[0].text, JSON.stringify(sent[0].values));
await client.end();
