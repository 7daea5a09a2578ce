/**
 * An attacker's concurrent duplicates: the same single-use link, credit or vote sent several times
 * at once must act once (free credits, re-evaluations, sandbox purchases, likes, reset links).
 */
import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger, outboxEmails, users } from "@db/schema";
import { call, evaluatedRoutineOf, postAboutNewRoutine, signUp, uniqueEmail, withTestDb } from "./helpers";

const AT_ONCE = 6;
const PASSWORD = "correct horse battery";

async function linkTokenFrom(to: string, path: string) {
  const mails = await withTestDb((db) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.id)));
  const mail = mails.find((m) => m.body.includes(`/${path}?token=`));
  if (!mail) throw new Error(`no ${path} email to ${to}`);
  return new URL(mail.body.match(new RegExp(`https?://\\S+/${path}\\?token=\\S+`))![0]).searchParams.get("token")!;
}

const creditsOf = (userId: string) => withTestDb(async (db) => (await db.select({ c: users.credits }).from(users).where(eq(users.id, userId)))[0].c);
const ledgerOf = (userId: string) => withTestDb((db) => db.select().from(creditLedger).where(eq(creditLedger.userId, userId)));

async function expectNo5xx(responses: Response[]) {
  for (const r of responses) {
    expect(r.status, await r.clone().text()).toBeLessThan(500);
    if (r.status >= 400) expect(await r.clone().json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  }
}

describe("the same single-use thing sent several times at once", () => {
  it("a verification link opened 6 times at once grants the free credits once", async () => {
    const email = uniqueEmail("race-verify");
    const signup = await call("/api/auth/signup", { method: "POST", json: { name: "Race", email, password: PASSWORD } });
    expect(signup.status).toBe(201);
    const { user } = (await signup.json()) as { user: { id: string } };
    const token = await linkTokenFrom(email, "verify-email");
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, () => call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)));
    await expectNo5xx(responses);
    const grants = (await ledgerOf(user.id)).filter((row) => row.delta > 0);
    expect(grants).toHaveLength(1);
    expect(await creditsOf(user.id)).toBe(grants[0].delta);
  });

  it("a password reset link used 6 times at once (each with its own password) sets one password", async () => {
    const owner = await signUp();
    expect((await call("/api/auth/password-reset", { method: "POST", json: { email: owner.email } })).status).toBe(202);
    const token = await linkTokenFrom(owner.email, "reset-password");
    const passwords = Array.from({ length: AT_ONCE }, (_, i) => `attacker password number ${i}`);
    const responses = await Promise.all(passwords.map((password) => call("/api/auth/password-reset/confirm", { method: "POST", json: { token, password } })));
    await expectNo5xx(responses);
    const winners = passwords.filter((_, i) => responses[i].status === 200);
    expect(winners).toHaveLength(1);
    const logins = await Promise.all(passwords.map((password) => call("/api/auth/login", { method: "POST", json: { email: owner.email, password } })));
    expect(passwords.filter((_, i) => logins[i].status === 200)).toEqual(winners);
  });

  it("two reset links of one account (two requests) used at the same moment: one sets its password, the other is refused", async () => {
    const owner = await signUp();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect((await call("/api/auth/password-reset", { method: "POST", json: { email: owner.email } })).status).toBe(202);
      tokens.push(await linkTokenFrom(owner.email, "reset-password"));
    }
    expect(new Set(tokens).size).toBe(2);
    const passwords = ["first reset's password", "second reset's password"];
    const responses = await Promise.all(tokens.map((token, i) => call("/api/auth/password-reset/confirm", { method: "POST", json: { token, password: passwords[i] } })));
    await expectNo5xx(responses);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = responses.findIndex((r) => r.status === 400);
    expect(["token_revoked", "token_used"]).toContain(((await responses[loser].json()) as { code: string }).code);
    const logins = await Promise.all(passwords.map((password) => call("/api/auth/login", { method: "POST", json: { email: owner.email, password } })));
    expect(logins.map((r) => r.status)).toEqual(responses.map((r) => (r.status === 200 ? 200 : 401)));
  });

  it("a re-evaluation asked 6 times at once with 1 credit left is queued once and spends 1 credit", async () => {
    const owner = await signUp();
    const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
    const routineId = await evaluatedRoutineOf({ token: owner.token, id: owner.user.id }, { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] });
    await withTestDb((db) => db.update(users).set({ credits: 1 }).where(eq(users.id, owner.user.id)));
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, () => call(`/api/stacks/${routineId}/evaluate`, { method: "POST", token: owner.token })));
    await expectNo5xx(responses);
    expect(await creditsOf(owner.user.id)).toBe(0);
    const debits = (await ledgerOf(owner.user.id)).filter((row) => row.reason === "evaluation" && row.reference === routineId);
    expect(debits).toHaveLength(2); // the first evaluation and exactly one re-evaluation
  });

  it("a sandbox purchase credited by 6 add-credits calls at once is credited once", async () => {
    const buyer = await signUp();
    const before = await creditsOf(buyer.user.id);
    const created = await call("/api/payments/create-payment-intent", { method: "POST", token: buyer.token, json: { packageId: "small" } });
    expect(created.status).toBe(200);
    const { paymentIntentId } = (await created.json()) as { paymentIntentId: string };
    const confirm = await call("/api/payments/sandbox/confirm", { method: "POST", token: buyer.token, json: { paymentIntentId, cardNumber: "4242424242424242" } });
    expect(confirm.status).toBe(200);
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, () => call("/api/payments/add-credits", { method: "POST", token: buyer.token, json: { paymentIntentId } })));
    await expectNo5xx(responses);
    const purchases = (await ledgerOf(buyer.user.id)).filter((row) => row.reason === "purchase");
    expect(purchases).toHaveLength(1);
    expect(await creditsOf(buyer.user.id)).toBe(before + purchases[0].delta);
  });

  it("a like sent 6 times at once (each one toggles) leaves one consistent reaction: a count of 0 or 1 that matches it", async () => {
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Race me" });
    const fan = await signUp();
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, () => call(`/api/posts/${postId}/like`, { method: "POST", token: fan.token, json: { isLike: true } })));
    await expectNo5xx(responses);
    const { post } = (await (await call(`/api/posts/${postId}`, { token: fan.token })).json()) as { post: { likeCount: number; viewerReaction: boolean | null } };
    expect(post.likeCount).toBe(post.viewerReaction === true ? 1 : 0);
  });

  it("two members confirming a change to the same new address at once: one gets it, the other a 4xx", async () => {
    const target = uniqueEmail("race-target");
    const [a, b] = await Promise.all([signUp(), signUp()]);
    for (const m of [a, b]) {
      const asked = await call("/api/account/email", { method: "POST", token: m.token, json: { email: target, password: PASSWORD } });
      expect(asked.status, await asked.clone().text()).toBeLessThan(300);
    }
    const mails = await withTestDb((db) => db.select().from(outboxEmails).where(eq(outboxEmails.to, target)));
    const tokens = mails.flatMap((m) => m.body.match(/https?:\/\/\S+\/confirm-email\?token=\S+/g) ?? []).map((link) => new URL(link).searchParams.get("token")!);
    expect(tokens).toHaveLength(2);
    const owners = [a, b];
    const responses = await Promise.all(tokens.map((token, i) => call("/api/account/email/confirm", { method: "POST", token: owners[i].token, json: { token } })));
    await expectNo5xx(responses);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const holders = await withTestDb((db) => db.select({ id: users.id }).from(users).where(eq(users.email, target)));
    expect(holders).toHaveLength(1);
  });

  it("the same address signed up 6 times at once makes one account; the others are 409", async () => {
    const email = uniqueEmail("race-signup");
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => call("/api/auth/signup", { method: "POST", json: { name: `Racer ${i}`, email, password: PASSWORD }, headers: { "cf-connecting-ip": `203.0.113.${i + 1}` } })),
    );
    await expectNo5xx(responses);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(AT_ONCE - 1);
  });

  it("two admins revoking each other at once: one revocation wins, an admin remains, and the loser's request changes nothing", async () => {
    // Several pairs: each pair's two requests pass the admin check before either transaction commits.
    for (let round = 0; round < 4; round++) {
      const [a, b] = await Promise.all([signUp(uniqueEmail("race-admin")), signUp(uniqueEmail("race-admin"))]);
      await withTestDb((db) => db.update(users).set({ role: "admin" }).where(inArray(users.id, [a.user.id, b.user.id])));
      const responses = await Promise.all([
        call("/api/admin/users/role", { method: "POST", token: a.token, json: { email: b.email, role: "user" } }),
        call("/api/admin/users/role", { method: "POST", token: b.token, json: { email: a.email, role: "user" } }),
      ]);
      await expectNo5xx(responses);
      const roles = await withTestDb((db) => db.select({ role: users.role }).from(users).where(inArray(users.id, [a.user.id, b.user.id])));
      expect(roles.filter((r) => r.role === "admin"), `round ${round}: ${responses.map((r) => r.status).join(", ")}`).toHaveLength(1);
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    }
  });

  it("the same first write sent 6 times at once (profile, username, product, barcode, report, comment): no 5xx", async () => {
    const member = await signUp();
    const other = await signUp();
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Race target" });
    const productName = `Race Balm ${crypto.randomUUID().slice(0, 8)}`;
    const created = await call("/api/products", { method: "POST", token: member.token, json: { name: `${productName} base`, productType: "Moisturizer", ingredients: "Aqua, Glycerin, Squalane" } });
    expect(created.status).toBe(201);
    const productId = ((await created.json()) as { product: { id: string } }).product.id;
    const barcode = `40${Date.now()}`.slice(0, 13);
    const username = `racer${crypto.randomUUID().slice(0, 8)}`;
    const sends = [
      () => call("/api/profile", { method: "PUT", token: member.token, json: { skinType: "oily" } }),
      () => call("/api/auth/update-username", { method: "POST", token: member.token, json: { username } }),
      () => call("/api/auth/update-username", { method: "POST", token: other.token, json: { username } }),
      () => call("/api/products", { method: "POST", token: member.token, json: { name: productName, productType: "Serum", ingredients: "Aqua, Niacinamide, Glycerin" } }),
      () => call(`/api/products/${productId}/barcode`, { method: "PUT", token: member.token, json: { barcode } }),
      () => call("/api/reports", { method: "POST", token: member.token, json: { targetType: "post", targetId: postId, reason: "spam" } }),
      () => call(`/api/posts/${postId}/comments`, { method: "POST", token: member.token, json: { content: "same words" } }),
    ];
    const responses = await Promise.all(sends.flatMap((send) => Array.from({ length: AT_ONCE }, send)));
    await expectNo5xx(responses);
  });

  it("writes about a post and a routine that are being deleted at that moment: no 5xx", async () => {
    const author = await signUp();
    const fan = await signUp();
    const { postId, stackId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Going away" });
    const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
    const spare = await evaluatedRoutineOf({ token: author.token, id: author.user.id }, { goal: "glow", morningProducts: [serum("C")], nightProducts: [serum("D")] });
    const sends = [
      () => call(`/api/posts/${postId}/comments`, { method: "POST", token: fan.token, json: { content: "hello" } }),
      () => call(`/api/posts/${postId}/like`, { method: "POST", token: fan.token, json: { isLike: true } }),
      () => call("/api/reports", { method: "POST", token: fan.token, json: { targetType: "post", targetId: postId, reason: "spam" } }),
      () => call(`/api/posts/${postId}`, { method: "PATCH", token: author.token, json: { title: "Edited" } }),
      () => call("/api/posts", { method: "POST", token: author.token, json: { stackId: spare, title: "About the spare" } }),
      () => call(`/api/stacks/${spare}/evaluate`, { method: "POST", token: author.token }),
      () => call(`/api/stacks/${spare}/visibility`, { method: "PUT", token: author.token, json: { isPublic: true } }),
    ];
    const deletes = [
      () => call(`/api/posts/${postId}`, { method: "DELETE", token: author.token }),
      () => call(`/api/stacks/${stackId}`, { method: "DELETE", token: author.token }),
      () => call(`/api/stacks/${spare}`, { method: "DELETE", token: author.token }),
    ];
    const responses = await Promise.all([...sends.flatMap((send) => [send(), send()]), ...deletes.map((d) => d()), ...sends.map((send) => send())]);
    await expectNo5xx(responses);
  });

  it("duplicate JSON keys are read as one value, never as a way around validation", async () => {
    const member = await signUp();
    const raw = '{"isLike":true,"isLike":"yes"}';
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Dup keys" });
    const like = await call(`/api/posts/${postId}/like`, { method: "POST", token: member.token, body: raw, headers: { "content-type": "application/json" } });
    expect(like.status).toBe(400);
  });
});
