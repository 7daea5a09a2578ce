/**
 * The hot reads as named prepared statements (ADR 0026). A statement sent unnamed is parsed and
 * planned by PostgreSQL every time; planning the feed's is about as costly as running it. A named
 * statement is planned once per server connection and reused. Each Worker request opens its own
 * client, so node-postgres sends the Parse every time; the pooler in front of PostgreSQL
 * (Hyperdrive in production, PgBouncer 1.21 or later locally) answers it for a server connection
 * that already holds the statement, which then only binds and runs it.
 *
 * Only statements marked with `prepared()` are named, and only on connections that keep named
 * statements (`createTcpDb`'s `preparedStatements`): a transaction pooler that does not track them
 * (PgBouncer before 1.21) would hand one client's statement to another ("already exists"), and the
 * embedded database serves every connection from one session.
 */
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";

/** Starts the text of a marked statement; PostgreSQL reads it as a comment. */
const MARK = "/* prepared */ ";

/**
 * Marks a read to be sent as a named prepared statement. Its text must name the columns it
 * returns (no top-level `*`): a statement prepared before a migration added a column would
 * otherwise fail with "cached plan must not change result type".
 */
export function prepared(query: SQL): SQL {
  return sql.join([sql.raw(MARK), query]);
}

/** Names already computed in this isolate, by text: hashing the feed's text in JavaScript on every
 *  request cost about as much as building it; a Map hashes the string natively. */
const names = new Map<string, string>();
/** More texts than the hot reads have variants: past it the Map starts over. */
const MAX_NAMES = 1_000;

/**
 * The statement's name: a hash of its text, so that each variant of a read (with or without a
 * cursor, a filter...) is its own statement, and the same text always gets the same name.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMES) names.clear();
    name = hashName(text);
    names.set(text, name);
  }
  return name;
}

/** Two 32-bit FNV-1a hashes with different seeds, so that two texts sharing a name is out of reach. */
function hashName(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `p${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

type QueryConfig = { text: string; name?: string };

function isMarked(config: unknown): config is QueryConfig {
  if (typeof config !== "object" || config === null) return false;
  const { text, name } = config as Partial<QueryConfig>;
  return typeof text === "string" && text.startsWith(MARK) && !name;
}

/** node-postgres's client, naming the statements `prepared()` marked (`pg.Pool`'s `Client`). */
export class PreparingClient extends pg.Client {}

const query = pg.Client.prototype.query;
PreparingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const named = isMarked(config) ? { ...config, name: statementName(config.text) } : config;
  return (query as (...args: unknown[]) => unknown).call(this, named, ...rest);
} as pg.Client["query"];
