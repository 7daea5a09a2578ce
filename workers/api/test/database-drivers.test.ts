/**
 * Both ways the api reaches PostgreSQL (ADR 0015), in workerd: node-postgres through the HYPERDRIVE
 * binding (what every other test uses), and the Neon driver's WebSocket when there is no binding.
 */
import { describe, expect, it } from "vitest";
import { databaseDriver } from "../src/lib/database";
import { call, signUp, testEnv } from "./helpers";

const routine = { goal: "glow", morningProducts: [{ name: "Cleanser" }, { name: "Serum" }], nightProducts: [{ name: "Cream" }] };

describe("the api's database drivers", () => {
  it("uses Hyperdrive when the binding is there, the Neon WebSocket otherwise", () => {
    expect(databaseDriver(testEnv())).toBe("hyperdrive");
    expect(databaseDriver(testEnv({ HYPERDRIVE: undefined }))).toBe("neon-websocket");
  });

  it.each([
    ["Hyperdrive (node-postgres)", {}],
    ["the Neon WebSocket", { HYPERDRIVE: undefined }],
  ] as const)("spends a credit in one transaction and reads it back through %s", async (_label, settings) => {
    const { token, user } = await signUp();
    const res = await call("/api/evaluate-stack", { method: "POST", token, json: routine }, settings);
    expect(res.status, await res.clone().text()).toBe(202);
    const { id, credits } = (await res.json()) as { id: string; credits: number };
    expect(credits).toBe(user.credits - 1);
    const read = await call(`/api/stacks/${id}`, { token }, settings);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { id: string }).id).toBe(id);
    const me = (await (await call("/api/auth/me", { token }, settings)).json()) as { user: { credits: number } };
    expect(me.user.credits).toBe(user.credits - 1);
  });
});
