import { describe, expect, it } from "vitest";
import {
  builtPgBouncer,
  findPgBouncer,
  keepsPreparedStatements,
  MAX_PREPARED_STATEMENTS,
  pgBouncerConfig,
  pgBouncerVersion,
  POOL_SIZE,
  poolTargetOf,
} from "./local-pool";
import { onLocalPort } from "../ws-bridge";

const target = poolTargetOf("postgres://app:s3%22cret@127.0.0.1:5433/skinstack");

describe("the local pool's settings", () => {
  it("reads the server, user and password from the connection string", () => {
    expect(target).toEqual({ host: "127.0.0.1", port: 5433, user: "app", password: 's3"cret' });
    expect(poolTargetOf("postgres://postgres@localhost/db")).toEqual({ host: "localhost", port: 5432, user: "postgres", password: "" });
  });

  it("pools per transaction with Hyperdrive's connection limit, on loopback only", () => {
    const { ini } = pgBouncerConfig(target, 7000, "/tmp/pool", false);
    expect(ini).toContain("* = host=127.0.0.1 port=5433");
    expect(ini).toContain("listen_addr = 127.0.0.1\nlisten_port = 7000");
    expect(ini).toContain("pool_mode = transaction");
    expect(ini).toContain(`default_pool_size = ${POOL_SIZE}`);
    expect(ini).toContain("auth_file = /tmp/pool/users.txt");
    expect(ini).not.toContain("user = nobody");
  });

  it("drops root to nobody (PgBouncer refuses to run as root)", () => {
    expect(pgBouncerConfig(target, 7000, "/tmp/pool", true).ini).toContain("user = nobody");
  });

  it("quotes the user list as PgBouncer reads it", () => {
    expect(pgBouncerConfig(target, 7000, "/tmp/pool", false).users).toBe('"app" "s3""cret"\n');
  });

  it("points the same database at the pool's port", () => {
    expect(onLocalPort("postgres://app:pw@db.internal:5432/skinstack?sslmode=disable", 7001)).toBe("postgres://app:pw@127.0.0.1:7001/skinstack?sslmode=disable");
    expect(onLocalPort("postgres://postgres@127.0.0.1:5432/db", 7001)).toBe("postgres://postgres:local@127.0.0.1:7001/db");
  });

  it("finds PgBouncer where PGBOUNCER says first", () => {
    expect(findPgBouncer({ PGBOUNCER: "/opt/pgbouncer/bin/pgbouncer" })).toBe("/opt/pgbouncer/bin/pgbouncer");
  });

  it("looks for the PgBouncer scripts/build-pgbouncer.sh builds in the user's cache", () => {
    expect(builtPgBouncer({ HOME: "/home/dev" })).toBe("/home/dev/.cache/skinstack/pgbouncer/bin/pgbouncer");
    expect(builtPgBouncer({ XDG_CACHE_HOME: "/var/cache/dev", HOME: "/home/dev" })).toBe("/var/cache/dev/skinstack/pgbouncer/bin/pgbouncer");
  });

  it("keeps prepared statements from PgBouncer 1.21 on, and says so in its settings", () => {
    expect(pgBouncerVersion("PgBouncer 1.24.1\nlibevent 2.1.12-stable\n")).toEqual([1, 24]);
    expect(pgBouncerVersion("pgbouncer: unknown option")).toBeNull();
    expect(keepsPreparedStatements([1, 18])).toBe(false);
    expect(keepsPreparedStatements([1, 21])).toBe(true);
    expect(keepsPreparedStatements([2, 0])).toBe(true);
    expect(keepsPreparedStatements(null)).toBe(false);
    expect(pgBouncerConfig(target, 7000, "/tmp/pool", false, true).ini).toContain(`max_prepared_statements = ${MAX_PREPARED_STATEMENTS}`);
    expect(pgBouncerConfig(target, 7000, "/tmp/pool", false).ini).not.toContain("max_prepared_statements");
  });
});
