import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseInci } from "@core/inci";
import { posts, products, users } from "@db/schema";
import { call, postAboutNewRoutine, signUp, withTestDb } from "./helpers";

type Sitemap = { products: { id: string }[]; posts: { id: string }[]; profiles: { username: string }[] };

async function sitemap(): Promise<Sitemap> {
  const res = await call("/api/sitemap");
  expect(res.status).toBe(200);
  return (await res.json()) as Sitemap;
}

async function memberWithPost(username: string) {
  const member = await signUp();
  expect((await call("/api/auth/update-username", { method: "POST", token: member.token, json: { username } })).status).toBe(200);
  const { postId } = await postAboutNewRoutine({ token: member.token, id: member.user.id }, { title: `Post of ${username}` });
  return { member, postId };
}

describe("GET /api/sitemap", () => {
  it("lists approved products, posts guests can read and members with something shared; nothing else", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const [approved, pending] = await withTestDb((db) =>
      db
        .insert(products)
        .values(
          (["approved", "pending"] as const).map((status) => ({
            brand: `Map${tag}`,
            name: status,
            productType: "Serum",
            ingredients: "Water, Glycerin",
            ingredientKeys: parseInci("Water, Glycerin").ingredients.map((i) => i.key),
            status,
          })),
        )
        .returning({ id: products.id }),
    );
    const shown = await memberWithPost(`shown${tag}`);
    const hidden = await memberWithPost(`hidden${tag}`);
    const banned = await memberWithPost(`banned${tag}`);
    const quiet = await signUp();
    expect((await call("/api/auth/update-username", { method: "POST", token: quiet.token, json: { username: `quiet${tag}` } })).status).toBe(200);
    await withTestDb(async (db) => {
      await db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden.postId));
      await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.member.user.id));
    });

    const map = await sitemap();
    const productIds = map.products.map((p) => p.id);
    expect(productIds).toContain(approved.id);
    expect(productIds).not.toContain(pending.id);
    const postIds = map.posts.map((p) => p.id);
    expect(postIds).toContain(shown.postId);
    expect(postIds).not.toContain(hidden.postId);
    expect(postIds).not.toContain(banned.postId);
    const names = map.profiles.map((p) => p.username);
    expect(names).toContain(`shown${tag}`);
    expect(names).not.toContain(`banned${tag}`);
    expect(names).not.toContain(`quiet${tag}`);
  });
});
