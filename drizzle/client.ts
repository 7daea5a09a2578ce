import { Pool, neonConfig } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzle<typeof schema>>;

export interface DbOptions {
  /**
   * host:port of the local WebSocket-to-TCP bridge (scripts/ws-bridge). Set for the embedded
   * database and for tests against a plain PostgreSQL; unset in production, where Neon's own
   * WebSocket endpoint is used.
   */
  wsProxy?: string;
}

function configureNeon(options: DbOptions) {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
  }
}

/**
 * A pool and its Drizzle instance for the length of one request. Workers may not share
 * WebSockets between requests, so the caller ends the pool when the request is done.
 */
export function createDb(databaseUrl: string, options: DbOptions = {}) {
  configureNeon(options);
  // One connection per request: queries of a request run in turn, and the embedded database
  // (one backend, connections served one at a time) never sees a request hold two.
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  // A dropped connection is reported on the pool; the query that used it fails on its own.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema });
  return { db, pool };
}

export { schema };
