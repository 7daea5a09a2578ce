/**
 * A barcode a member attaches to a product they added is theirs alone until an admin approves it
 * (ADR 0039): it never answers anyone else's lookup, never blocks the same code coming from Open
 * Beauty Facts, and a code another product already has is refused.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { auditLog, barcodeClaims, products } from "@db/schema";
import { gs1CheckDigit } from "@core/barcode";
import { FAKE_OBF } from "../../../tests/helpers/open-beauty-facts-fake";
import { clearObfMemory } from "../src/lib/catalogue/open-beauty-facts";
import { call, signUp, uniqueEmail, withTestDb } from "./helpers";
import { resetPasswordThroughOutbox } from "../../../tests/helpers/verify-email";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const obf = () => ({ OPEN_BEAUTY_FACTS_URL: inject("obfUrl"), OPEN_BEAUTY_FACTS_TIMEOUT_MS: "400" });
/** A valid EAN-13 of its own per call (in-store prefix 20: never a real product). */
let serial = Math.floor(Math.random() * 1e8);
const freshCode = () => {
  const body = `20${String(serial++).padStart(10, "0")}`;
  return `${body}${gs1CheckDigit(body)}`;
};

async function signUpAdmin() {
  const email = uniqueEmail("barcode-admin");
  const env = { ADMIN_EMAILS: email };
  const res = await call("/api/auth/signup", { method: "POST", json: { name: "Barcode Reviewer", email, password: "correct horse battery" } }, env);
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const token = new URL(emails.find((e) => e.to === email)!.body.match(/https?:\/\/\S+verify-email\?token=\S+/)![0]).searchParams.get("token")!;
  // The promotion ends the password chosen at sign-up (ADR 0085): the admin sets it again by the reset link.
  expect((await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {}, env)).status).toBe(200);
  await resetPasswordThroughOutbox((path, init) => call(path, init ?? {}, env), email, "correct horse battery");
  // The role granted there ended the sign-up's session (ADR 0068): a sign-in carries it.
  const login = await call("/api/auth/login", { method: "POST", json: { email, password: "correct horse battery" } }, env);
  return { ...body, token: ((await login.json()) as { token: string }).token, env };
}

let member: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  [member, other, admin] = await Promise.all([signUp(), signUp(), signUpAdmin()]);
});
beforeEach(() => clearObfMemory());

async function addProduct(token: string, name: string, barcode?: string) {
  const res = await call("/api/products", {
    method: "POST",
    token,
    json: { name, brand: "Claims", productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide", ...(barcode ? { barcode } : {}) },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Json;
}

const lookup = (code: string, token?: string, env = {}) => call(`/api/products/barcode/${code}`, { token }, env);
const approveProduct = async (id: string) => expect((await call(`/api/admin/products/${id}/approve`, { method: "POST", token: admin.token }, admin.env)).status).toBe(200);
const claimIdOf = async (productId: string) =>
  (await withTestDb((db) => db.select({ id: barcodeClaims.id }).from(barcodeClaims).where(eq(barcodeClaims.productId, productId))))[0].id;

describe("a barcode given with a new product", () => {
  it("finds the product for its member at once and for nobody else, even once the product is approved", async () => {
    const code = freshCode();
    const added = await addProduct(member.token, `Claimed Serum ${code}`, code);
    expect(added).toMatchObject({ product: { barcode: null, status: "pending" }, barcodeClaim: { barcode: code, status: "pending" } });

    const own = await lookup(code, member.token);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ product: { id: added.product.id }, barcodeClaim: { status: "pending" } });

    // The product itself is approved, its barcode not yet: nobody else finds it by the code.
    await approveProduct(added.product.id);
    for (const token of [other.token, undefined]) {
      const res = await lookup(code, token);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    }
    const [row] = await withTestDb((db) => db.select({ barcode: products.barcode }).from(products).where(eq(products.id, added.product.id)));
    expect(row.barcode).toBeNull();
  });

  it("does not keep Open Beauty Facts' product with that barcode out of the catalogue", async () => {
    // Test files share one database: another file's lookup may have stored the real product already.
    await withTestDb((db) => db.delete(products).where(eq(products.barcode, FAKE_OBF.found)));
    // A member claims a real product's code for a product of their own.
    const squatted = await addProduct(member.token, `Not A Nivea Cream ${freshCode()}`, FAKE_OBF.found);
    expect(squatted.barcodeClaim).toMatchObject({ barcode: FAKE_OBF.found });
    const res = await lookup(FAKE_OBF.found, other.token, obf());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ source: "openbeautyfacts", product: { name: "Soft Moisturising Cream", barcode: FAKE_OBF.found } });
    // The member's claim can no longer be approved: the code is another product's now.
    const approve = await call(`/api/admin/barcodes/${await claimIdOf(squatted.product.id)}/approve`, { method: "POST", token: admin.token }, admin.env);
    expect(approve.status).toBe(409);
    expect(await approve.json()).toMatchObject({ code: "barcode_exists", message: expect.any(String) });
  });

  it("is refused when a product of the catalogue already has it", async () => {
    const code = freshCode();
    await withTestDb((db) => db.insert(products).values({ name: `Catalogue Serum ${code}`, brand: "Claims", productType: "Serum", ingredients: "Aqua, Glycerin", barcode: code }));
    const res = await call("/api/products", { method: "POST", token: member.token, json: { name: `Copy ${code}`, brand: "Claims", productType: "Serum", ingredients: "Aqua, Glycerin", barcode: code } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "barcode_exists" });
  });
});

describe("PUT /api/products/{id}/barcode", () => {
  it("attaches a barcode only to a product the member added", async () => {
    const code = freshCode();
    const mine = await addProduct(member.token, `Later Barcode Serum ${code}`);
    const put = (id: string, token: string | undefined, barcode: unknown) => call(`/api/products/${id}/barcode`, { method: "PUT", token, json: { barcode } });

    // Someone else's product: approved (visible) is refused, pending (invisible) is not found.
    await approveProduct(mine.product.id);
    const theirs = await put(mine.product.id, other.token, code);
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toMatchObject({ code: "not_your_product" });
    const [catalogue] = await withTestDb((db) =>
      db.insert(products).values({ name: `Shipped Serum ${code}`, brand: "Claims", productType: "Serum", ingredients: "Aqua, Glycerin" }).returning({ id: products.id }),
    );
    expect((await put(catalogue.id, member.token, code)).status).toBe(403);
    const pendingOfOther = await addProduct(other.token, `Other's Serum ${code}`);
    expect((await put(pendingOfOther.product.id, member.token, code)).status).toBe(404);
    expect((await put(mine.product.id, undefined, code)).status).toBe(401);

    // Bad input: 400 naming the rule, nothing stored.
    for (const bad of ["12345", `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`, "", 42]) {
      const res = await put(mine.product.id, member.token, bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect(await withTestDb((db) => db.select().from(barcodeClaims).where(eq(barcodeClaims.productId, mine.product.id)))).toEqual([]);

    // Their own: a pending claim, replaced by a second one (one open claim per product).
    const first = await put(mine.product.id, member.token, freshCode());
    expect(first.status).toBe(202);
    const second = await put(mine.product.id, member.token, code);
    expect(second.status).toBe(202);
    expect(await second.json()).toMatchObject({ barcodeClaim: { barcode: code, status: "pending" } });
    const claims = await withTestDb((db) => db.select().from(barcodeClaims).where(eq(barcodeClaims.productId, mine.product.id)));
    expect(claims).toHaveLength(1);
    expect((await lookup(code, other.token)).status).toBe(404);
    expect((await lookup(code, member.token)).status).toBe(200);
  });
});

describe("the admin's review of members' barcodes", () => {
  it("lists pending barcodes; approving makes the barcode everyone's, rejecting ends the member's", async () => {
    const kept = freshCode(), refused = freshCode();
    const a = await addProduct(member.token, `Reviewed Serum ${kept}`, kept);
    const b = await addProduct(member.token, `Refused Serum ${refused}`, refused);
    await approveProduct(a.product.id);

    expect((await call("/api/admin/barcodes/pending", { token: member.token })).status).toBe(403);
    const queue = (await (await call("/api/admin/barcodes/pending?limit=100", { token: admin.token }, admin.env)).json()) as Json;
    const listed = queue.claims.find((c: Json) => c.barcode === kept);
    expect(listed).toMatchObject({ product: { id: a.product.id, name: `Reviewed Serum ${kept}` }, claimedBy: { id: member.user.id } });
    expect(queue.total).toBeGreaterThanOrEqual(2);

    const approve = await call(`/api/admin/barcodes/${listed.id}/approve`, { method: "POST", token: admin.token }, admin.env);
    expect(approve.status).toBe(200);
    expect(await approve.json()).toMatchObject({ changed: true, claim: { status: "approved", barcode: kept } });
    const found = await lookup(kept, other.token);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ source: "catalog", product: { id: a.product.id, barcode: kept } });
    // Twice: nothing changes.
    expect(await (await call(`/api/admin/barcodes/${listed.id}/approve`, { method: "POST", token: admin.token }, admin.env)).json()).toMatchObject({ changed: false });

    const reject = await call(`/api/admin/barcodes/${await claimIdOf(b.product.id)}/reject`, { method: "POST", token: admin.token, json: { reason: "Another product's code" } }, admin.env);
    expect(reject.status).toBe(200);
    expect((await lookup(refused, member.token)).status).toBe(404);

    const audit = await withTestDb((db) => db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id)));
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(["barcode.approve", "barcode.reject"]));
    expect(audit.find((e) => e.action === "barcode.approve")?.details).toMatchObject({ barcode: kept });

    // A barcode approved on one product is refused for another member's product.
    const third = await addProduct(other.token, `Third Serum ${kept}`);
    const clash = await call(`/api/products/${third.product.id}/barcode`, { method: "PUT", token: other.token, json: { barcode: kept } });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: "barcode_exists" });
  });

  it("answers 404 for an unknown claim and 400 for a bad reason", async () => {
    const res = await call(`/api/admin/barcodes/${crypto.randomUUID()}/approve`, { method: "POST", token: admin.token }, admin.env);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "claim_not_found" });
    expect((await call("/api/admin/barcodes/not-an-id/reject", { method: "POST", token: admin.token, json: { reason: 5 } }, admin.env)).status).toBe(400);
  });
});

describe("a barcode on another member's product that is not in the catalogue", () => {
  it("blocks nobody and tells nothing: a second member adds a product with it (201) and may claim it (ADR 0056's rule)", async () => {
    const code = freshCode();
    const first = await addProduct(member.token, `Unreviewed ${code}`, code);
    // The claim approved while the product itself still waits for review: products.barcode is set on a pending row.
    const approved = await call(`/api/admin/barcodes/${await claimIdOf(first.product.id)}/approve`, { method: "POST", token: admin.token }, admin.env);
    expect(approved.status).toBe(200);
    const [row] = await withTestDb((db) => db.select({ status: products.status, barcode: products.barcode }).from(products).where(eq(products.id, first.product.id)));
    expect(row).toEqual({ status: "pending", barcode: code });

    const second = await addProduct(other.token, `Other member's ${code}`, code);
    expect(second.barcodeClaim).toEqual({ barcode: code, status: "pending" });
    const plain = await addProduct(other.token, `Other member's plain ${code}`);
    const claimed = await call(`/api/products/${plain.product.id}/barcode`, { method: "PUT", token: other.token, json: { barcode: code } });
    expect(claimed.status, await claimed.clone().text()).toBeLessThan(300);
    // Once the first product is in the catalogue, its barcode is everyone's and refuses newcomers.
    await approveProduct(first.product.id);
    const late = await call("/api/products", { method: "POST", token: other.token, json: { name: `Late ${code}`, brand: "Claims", productType: "Serum", ingredients: "Aqua, Glycerin", barcode: code } });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "barcode_exists" });
  });
});
