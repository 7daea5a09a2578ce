/**
 * The benchmark's own Worker (run by `wrangler dev` from scripts/bench/db-drivers.ts): one typical
 * single statement (a signed-in request's session lookup: the session joined to its user) per
 * request, through the driver named in the path, each request opening and closing its own
 * connection as the api does:
 *
 *   GET /neon-websocket?session=<id>  the Neon driver's WebSocket Pool (local bridge)
 *   GET /hyperdrive?session=<id>      node-postgres through the Hyperdrive binding
 *   GET /neon-http?session=<id>       the Neon HTTP driver (one fetch per statement; local stand-in)
 */
import { neon, neonConfig } from "@neondatabase/serverless";
import { eq } from "drizzle-orm";
import { drizzle as drizzleHttp } from "drizzle-orm/neon-http";
import { createDb, createTcpDb, schema, type Database } from "../../../drizzle/client";

interface Env {
  DATABASE_URL: string;
  DB_WS_PROXY: string;
  NEON_HTTP_URL: string;
  HYPERDRIVE: Hyperdrive;
}

function sessionLookup(db: Database, sessionId: string) {
  return db
    .select({ id: schema.users.id, email: schema.users.email, credits: schema.users.credits, expiresAt: schema.sessions.expiresAt })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.id, sessionId))
    .limit(1);
}

async function withPool(open: () => { db: Database; pool: { end(): Promise<void> } }, sessionId: string, ctx: ExecutionContext) {
  const { db, pool } = open();
  try {
    return await sessionLookup(db, sessionId);
  } finally {
    ctx.waitUntil(pool.end());
  }
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const url = new URL(request.url);
    const sessionId = url.searchParams.get("session") ?? "";
    let rows: unknown[];
    switch (url.pathname) {
      case "/neon-websocket":
        rows = await withPool(() => createDb(env.DATABASE_URL, { wsProxy: env.DB_WS_PROXY }), sessionId, ctx);
        break;
      case "/hyperdrive":
        rows = await withPool(() => createTcpDb(env.HYPERDRIVE.connectionString), sessionId, ctx);
        break;
      case "/neon-http": {
        neonConfig.fetchEndpoint = env.NEON_HTTP_URL;
        const db = drizzleHttp({ client: neon(env.DATABASE_URL), schema }) as unknown as Database;
        rows = await sessionLookup(db, sessionId);
        break;
      }
      default:
        return new Response("not found", { status: 404 });
    }
    return Response.json({ rows });
  },
} satisfies ExportedHandler<Env>;
