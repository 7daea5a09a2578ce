/**
 * A local stand-in for Neon's HTTP SQL endpoint (POST /sql), so that the Neon HTTP driver
 * (`neon()`, drizzle-orm/neon-http) can run on this machine: Neon's endpoint is a proxy that keeps
 * its connections to the database open, and so does this one (a node-postgres pool). It answers in
 * the driver's wire format: text values, rows as arrays, fields with their type ids. Benchmark use
 * only; it trusts the connection string it is sent and serves loopback only.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

interface StatementBody {
  query: string;
  params: unknown[];
}

const rawText = { getTypeParser: () => (value: string) => value };

async function runStatement(pool: pg.Pool, body: StatementBody) {
  const result = await pool.query({ text: body.query, values: body.params, rowMode: "array", types: rawText });
  return {
    command: result.command,
    rowCount: result.rowCount,
    rows: result.rows,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    rowAsArray: true,
  };
}

export async function startNeonHttpStandin(databaseUrl: string, poolSize = 10) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server = http.createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", async () => {
      try {
        // Single statements only: the driver's batches (non-interactive transactions) are not served.
        const answer = await runStatement(pool, JSON.parse(text) as StatementBody);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      } catch (error) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: (error as Error).message, code: (error as { code?: string }).code }));
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sql`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
