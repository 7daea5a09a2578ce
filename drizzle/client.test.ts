import { parse } from "pg-connection-string";
import { describe, expect, it } from "vitest";
import { connectionSettings, createTcpDb } from "./client";

describe("connectionSettings (a connection string parsed once)", () => {
  const url = "postgres://reader:s%40cret@db.example.test:6543/skinstack?sslmode=disable&application_name=api";

  it("names what node-postgres's own parser reads from the string", () => {
    expect(connectionSettings(url)).toEqual(parse(url));
    expect(connectionSettings(url)).toMatchObject({ host: "db.example.test", port: "6543", user: "reader", password: "s@cret", database: "skinstack", ssl: false });
  });

  it("hands out a copy each time, so that one pool's changes never reach the next", () => {
    const first = connectionSettings(url);
    first.host = "elsewhere.test";
    expect(connectionSettings(url).host).toBe("db.example.test");
  });

  it("gives each pool the string's settings in place of the string", async () => {
    const { pool } = createTcpDb(url, { connectTimeoutMs: 1234 });
    expect(pool.options).toMatchObject({ host: "db.example.test", port: "6543", database: "skinstack", max: 1, connectionTimeoutMillis: 1234 });
    expect(pool.options).not.toHaveProperty("connectionString");
    await pool.end();
  });
});
