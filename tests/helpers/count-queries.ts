import pg from "pg";

/**
 * Counts the SQL statements the api sends while `fn` runs: every query of node-postgres, the api's
 * driver in the harness (its HYPERDRIVE connection string), goes through Client#query.
 */
export async function countQueries<T>(fn: () => Promise<T> | T): Promise<{ result: T; queries: string[] }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const queries: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    queries.push(typeof first === "string" ? first : (first?.text ?? "?"));
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), queries };
  } finally {
    proto.query = original;
  }
}
