/** The PostgreSQL server `npm test` starts for itself (scripts/lib/test-postgres.ts, ADR 0030). */
import fs from "node:fs";
import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startTestPostgres } from "../../scripts/lib/test-postgres";

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("the tests' own PostgreSQL server", () => {
  it("serves postgres on a loopback port with pg_trgm and Unicode case rules, then stops and leaves nothing", async () => {
    const server = await startTestPostgres();
    const url = new URL(server.adminUrl);
    expect(url.hostname).toBe("127.0.0.1");
    expect(Number(url.port)).toBe(server.port);
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    const { rows } = await client.query("select current_user as who, current_setting('data_directory') as dir, lower('LANCÔME') as lowered");
    await client.query("create extension pg_trgm");
    const { rows: trgm } = await client.query("select similarity('retinol serum', 'retinol') > 0.3 as similar");
    await client.end();
    expect(rows[0].who).toBe("postgres");
    expect(rows[0].lowered).toBe("lancôme");
    expect(trgm[0].similar).toBe(true);
    expect(fs.existsSync(rows[0].dir)).toBe(true);

    await server.stop();
    expect(await refused(server.port)).toBe(true);
    expect(fs.existsSync(rows[0].dir)).toBe(false);
  });
});
