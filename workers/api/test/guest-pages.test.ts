import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { GUEST_VISIBLE_WRITES, PRIVATE_WRITES } from "@core/guest-pages";
import type { AppEnv } from "../src/env";
import { bumpGuestPagesAfterWrites } from "../src/middleware/guest-pages";
import { app, call, evaluateNow, postAboutNewRoutine, signUp } from "./helpers";

async function generation(): Promise<bigint> {
  const res = await call("/api/guest-pages/generation");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return BigInt(((await res.json()) as { generation: string }).generation);
}

describe("the guest pages' generation (ADR 0041)", () => {
  it("classifies every write route of the api as guest-visible or not, and names no route that does not exist", () => {
    const writes = [...new Set(app.routes.filter((r) => !["GET", "HEAD", "ALL", "OPTIONS"].includes(r.method)).map((r) => `${r.method} ${r.path}`))];
    // The dev-only tools (the outbox, test helpers) change nothing a guest page shows.
    const decided = (key: string) => GUEST_VISIBLE_WRITES.has(key) || PRIVATE_WRITES.has(key) || key.includes(" /api/dev/");
    expect(writes.filter((key) => !decided(key)), "write routes in neither list of core/guest-pages.ts").toEqual([]);
    const listed = [...GUEST_VISIBLE_WRITES, ...PRIVATE_WRITES];
    expect(listed.filter((key) => !writes.includes(key)), "entries for routes that do not exist").toEqual([]);
    expect([...GUEST_VISIBLE_WRITES].filter((key) => PRIVATE_WRITES.has(key))).toEqual([]);
  });

  it("moves on after a comment, a deletion and a routine made private", async () => {
    const author = await signUp();
    const reader = await signUp();
    const { postId, stackId: routineId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Generation" });

    let before = await generation();
    const comment = await call(`/api/posts/${postId}/comments`, { method: "POST", token: reader.token, json: { content: "Nice" } });
    expect(comment.status).toBe(201);
    let after = await generation();
    expect(after).toBeGreaterThan(before);

    // The owner's own choice keeps the routine public when its post goes.
    expect((await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: author.token, json: { isPublic: true } })).status).toBe(200);
    before = await generation();
    expect((await call(`/api/posts/${postId}`, { method: "DELETE", token: author.token })).status).toBeLessThan(300);
    after = await generation();
    expect(after).toBeGreaterThan(before);

    // With its post gone, the routine may be made private: guests lose it.
    before = after;
    const hidden = await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: author.token, json: { isPublic: false } });
    expect(hidden.status).toBeLessThan(300);
    expect(await generation()).toBeGreaterThan(before);
  });

  it("moves on when the queue stores an evaluation (a public routine's scores show on its pages)", async () => {
    const owner = await signUp();
    const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
    const submitted = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] } });
    expect(submitted.status).toBe(202);
    const { id } = (await submitted.json()) as { id: string };
    const before = await generation();
    await evaluateNow(id, owner.user.id);
    expect(await generation()).toBeGreaterThan(before);
  });

  it("is not bumped by a listed write that changes nothing a guest reads: a language, the same name, a private routine's edits", async () => {
    const owner = await signUp();
    const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
    const submitted = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] } });
    const { id } = (await submitted.json()) as { id: string };
    await evaluateNow(id, owner.user.id);
    const named = await call("/api/account", { method: "PATCH", token: owner.token, json: { name: "Nora" } });
    expect(named.status).toBe(200);

    const before = await generation();
    for (let i = 0; i < 3; i++) expect((await call("/api/account", { method: "PATCH", token: owner.token, json: { language: "en" } })).status).toBe(200);
    expect((await call("/api/account", { method: "PATCH", token: owner.token, json: { name: "Nora" } })).status).toBe(200);
    const edit = { name: "Mine", goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("C")] };
    expect((await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: edit })).status).toBe(200);
    expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: false } })).status).toBe(200);
    expect(await generation()).toBe(before);

    // What a guest can read moves it on: a routine made public, a new name (shown with it), then an edit.
    expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
    const shared = await generation();
    expect(shared).toBeGreaterThan(before);
    expect((await call("/api/account", { method: "PATCH", token: owner.token, json: { name: "Nora B" } })).status).toBe(200);
    const renamed = await generation();
    expect(renamed).toBeGreaterThan(shared);
    expect((await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: { ...edit, name: "Public now" } })).status).toBe(200);
    const edited = await generation();
    expect(edited).toBeGreaterThan(renamed);

    // The same edit again, or making a public routine public again, changes nothing a guest reads (ADR 0084).
    for (let i = 0; i < 3; i++) expect((await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: { ...edit, name: "Public now" } })).status).toBe(200);
    expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
    expect(await generation()).toBe(edited);
    // A product's frequency is the owner's alone (ADR 0082): a change keeps it (ADR 0085); a product's ingredients move it on.
    const weekly = { ...edit, name: "Public now", nightProducts: [{ ...serum("C"), usageFrequency: "2x-week" }] };
    expect((await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: weekly })).status).toBe(200);
    expect(await generation()).toBe(edited);
    const relisted = { ...weekly, nightProducts: [{ ...serum("C"), ingredients: "Aqua, Glycerin" }] };
    expect((await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: relisted })).status).toBe(200);
    expect(await generation()).toBeGreaterThan(edited);
  });

  it("is not bumped when a member guests see nothing of renames or picks a first username; ten renames an hour (ADR 0084)", async () => {
    const quiet = await signUp(undefined, undefined, { verified: false });
    const before = await generation();
    for (let i = 1; i <= 4; i++) expect((await call("/api/account", { method: "PATCH", token: quiet.token, json: { name: `Quiet ${i}` } })).status).toBe(200);
    const handle = `quiet${crypto.randomUUID().slice(0, 6)}`;
    expect((await call("/api/auth/update-username", { method: "POST", token: quiet.token, json: { username: handle } })).status).toBe(200);
    expect(await generation()).toBe(before);
    // With a username there is a profile page: a rename changes it.
    expect((await call("/api/account", { method: "PATCH", token: quiet.token, json: { name: "Quiet 5" } })).status).toBe(200);
    expect(await generation()).toBeGreaterThan(before);
    // Five names and a username so far: four more changes, then 429, and the name stays.
    for (let i = 6; i <= 9; i++) expect((await call("/api/account", { method: "PATCH", token: quiet.token, json: { name: `Quiet ${i}` } })).status).toBe(200);
    const over = await call("/api/account", { method: "PATCH", token: quiet.token, json: { name: "Quiet 10" } });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBe("rate_limited");
    const me = (await (await call("/api/auth/me", { token: quiet.token })).json()) as { user: { name: string } };
    expect(me.user.name).toBe("Quiet 9");
    // The same name again is no change: not counted, not refused.
    expect((await call("/api/account", { method: "PATCH", token: quiet.token, json: { name: "Quiet 9" } })).status).toBe(200);
  });

  it("is not bumped by a like, a refused write, a read or a private write", async () => {
    let bumps = 0;
    const db = { execute: async () => void bumps++ };
    const mini = new Hono<AppEnv>().basePath("/api");
    mini.use(async (c, next) => {
      c.set("db", db as never);
      await next();
    });
    mini.use(bumpGuestPagesAfterWrites);
    mini.post("/posts/:id/comments", (c) => (c.req.query("refuse") ? c.json({ message: "no", code: "validation_error" }, 400) : c.json({}, 201)));
    mini.post("/posts/:id/like", (c) => c.json({}));
    mini.get("/posts/:id", (c) => c.json({}));
    mini.put("/profile", (c) => c.json({}));
    const send = (method: string, path: string) => mini.request(path, { method });

    await send("POST", "/api/posts/1/like");
    await send("POST", "/api/posts/1/comments?refuse=1");
    await send("GET", "/api/posts/1");
    await send("PUT", "/api/profile");
    expect(bumps).toBe(0);
    await send("POST", "/api/posts/1/comments");
    expect(bumps).toBe(1);
  });
});
