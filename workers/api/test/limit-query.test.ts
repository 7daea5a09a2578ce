/**
 * `?limit=` is one rule on every endpoint that pages (core/schemas/paging, ADR 0021): the same
 * input gets the same 400 `validation_error` everywhere, naming the problem, and never a 5xx.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EVALUATION_HISTORY_MAX_LIMIT } from "@core/schemas/routines";
import { MAX_PAGE } from "@core/schemas/products";
import { users } from "@db/schema";
import { COMMENTS_PAGE_SIZE, FEED_MAX_PAGE_SIZE } from "../src/lib/community/feed";
import { call, signUp, withTestDb } from "./helpers";

const someId = "3f0c8a52-5d7b-4c39-9d0e-2f6a1b7c8d90";

/** Every endpoint that takes `?limit=`, with its maximum and who may call it. */
const ENDPOINTS: { path: string; max: number; as: "guest" | "user" | "admin" }[] = [
  { path: "/api/products", max: MAX_PAGE, as: "guest" },
  { path: `/api/stacks/${someId}/evaluations`, max: EVALUATION_HISTORY_MAX_LIMIT, as: "guest" },
  { path: "/api/routines/public", max: FEED_MAX_PAGE_SIZE, as: "guest" },
  { path: "/api/posts", max: FEED_MAX_PAGE_SIZE, as: "guest" },
  { path: `/api/posts/${someId}/comments`, max: COMMENTS_PAGE_SIZE, as: "guest" },
  { path: "/api/notifications", max: 50, as: "user" },
  { path: "/api/admin/audit", max: 100, as: "admin" },
  { path: "/api/admin/products/pending", max: 100, as: "admin" },
];

const tokens: Record<"guest" | "user" | "admin", string | undefined> = { guest: undefined, user: undefined, admin: undefined };

beforeAll(async () => {
  tokens.user = (await signUp()).token;
  const admin = await signUp();
  await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
  tokens.admin = admin.token;
});

describe("?limit= on every paged endpoint", () => {
  const cases = (max: number): [string, string][] => [
    ["0", "limit must be at least 1"],
    [String(max + 1), `limit must be at most ${max}`],
    ["1000", `limit must be at most ${max}`],
    ["9".repeat(40), `limit must be at most ${max}`],
    ["ten", "limit must be a whole number"],
    ["1.5", "limit must be a whole number"],
    ["-1", "limit must be a whole number"],
  ];

  it.each(ENDPOINTS)("$path refuses a bad limit with the same 400", async ({ path, max, as }) => {
    for (const [limit, message] of cases(max)) {
      const res = await call(`${path}?limit=${encodeURIComponent(limit)}`, { token: tokens[as] });
      expect(res.status, `${path}?limit=${limit}`).toBe(400);
      expect(await res.json()).toEqual({ message, code: "validation_error" });
    }
  });

  it.each(ENDPOINTS.filter((e) => e.path === "/api/products" || e.path === "/api/posts"))("$path reads leading zeros as a number", async ({ path }) => {
    expect((await call(`${path}?limit=0002`)).status).toBe(200);
  });
});
