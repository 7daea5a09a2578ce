/**
 * The embedded local database: PGlite (data in .data/) served over TCP by pglite-socket, so that
 * the api Worker reaches it through the WebSocket bridge exactly as it would reach Neon.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "../../drizzle/schema";
import { MIGRATIONS_FOLDER } from "../migrate";
import { codeOldEvaluations, describeOldEvaluations } from "./old-evaluations";

export async function startEmbeddedDatabase(dataDir: string, port: number) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle({ client: pglite, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const line = describeOldEvaluations(await codeOldEvaluations(pglite));
  if (line) console.log(line);
  const server = new PGLiteSocketServer({ db: pglite, port, host: "127.0.0.1", maxConnections: 1 });
  await server.start();
  return {
    db,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop().catch(() => {});
      await pglite.close().catch(() => {});
    },
  };
}
