/**
 * Who may call which api endpoint: one entry per route of the api Worker, keyed exactly as Hono
 * lists it in `app.routes` ("METHOD /api/path/:param"). tests/integration/authz-matrix.test.ts
 * reads the route table from the app itself and fails for any route without an entry here, so a
 * new endpoint cannot ship without someone deciding who may use it.
 *
 * The rules follow the product's access rules (private by default, owner-only changes, the ADRs), not whatever
 * the code happens to do:
 *
 * - public      anyone, signed in or not.
 * - signed-in   any signed-in user, acting on their own account; anonymous 401.
 * - owner       the resource belongs to one user (routine, post, comment, notification, payment):
 *               anonymous 401, another user `other` (404 where the resource is private, so that it
 *               reads like a missing one; 403 where the resource is public and only changing it
 *               is refused, or where an ADR says so).
 * - admin       admins only (the admin role and a verified email address): anonymous 401, any
 *               other signed-in user 403.
 * - credential  authenticated by something else than the session (a Stripe signature, an OAuth
 *               state, an emailed token): a forged credential gets `rejected` whoever sends it.
 *
 * `devOnly`: the endpoint exists only outside production (local tools, the payment sandbox) and
 * answers 404 to everyone when ENVIRONMENT=production.
 *
 * Admins on owner routes (decided here, issue 10): an admin has no rights over other users'
 * routines, posts, comments, notifications or payments. The spec gives the routine's owner alone
 * the right to edit or delete it ("only the owner edits or deletes a routine") and
 * describes no moderation; the admin panel (issue 9, ADR 0006) covers prompts, AI settings,
 * ingredient overrides, product review and roles only. So on owner routes an admin gets exactly
 * what any other user gets. Moderation (ADR 0020) goes through its own admin routes
 * (/api/admin/moderation: hide, restore, ban), never through the owner routes.
 */

export type Identity = "anonymous" | "other" | "owner" | "admin";

export const IDENTITIES: readonly Identity[] = ["anonymous", "other", "owner", "admin"];

export type AccessRule =
  | { access: "public"; devOnly?: true; note?: string }
  | { access: "signed-in"; note?: string }
  | {
      access: "owner";
      /** What another signed-in user (and an admin: see above) gets. */
      other: 403 | 404;
      /** What a signed-out visitor gets; 401 unless the route reads an optional session. */
      anonymous?: 401 | 404;
      devOnly?: true;
      note: string;
    }
  | { access: "admin"; note?: string }
  | { access: "credential"; rejected: 400; note: string };

export type Expectation = { allowed: true } | { allowed: false; status: number };

/** What `who` must get from a route with this rule (in the environment the rule is about). */
export function expectationFor(rule: AccessRule, who: Identity, production = false): Expectation {
  if (production && "devOnly" in rule && rule.devOnly) return { allowed: false, status: 404 };
  switch (rule.access) {
    case "public":
      return { allowed: true };
    case "signed-in":
      return who === "anonymous" ? { allowed: false, status: 401 } : { allowed: true };
    case "owner":
      if (who === "owner") return { allowed: true };
      if (who === "anonymous") return { allowed: false, status: rule.anonymous ?? 401 };
      return { allowed: false, status: rule.other };
    case "admin":
      if (who === "admin") return { allowed: true };
      return { allowed: false, status: who === "anonymous" ? 401 : 403 };
    case "credential":
      return { allowed: false, status: rule.rejected };
  }
}

const PUBLIC = { access: "public" } as const;
const SIGNED_IN = { access: "signed-in" } as const;
const ADMIN = { access: "admin" } as const;

export const ACCESS_TABLE: Record<string, AccessRule> = {
  "GET /api/health": PUBLIC,

  /* ------------------------------------------------------------ accounts */
  "GET /api/auth/google/status": PUBLIC,
  "GET /api/auth/google": { access: "public", note: "starts Google sign-in (302 to the provider)" },
  "GET /api/auth/google/callback": {
    access: "credential",
    rejected: 400,
    note: "OAuth callback: only a stored, unexpired state (one use) leads anywhere; the session is irrelevant",
  },
  "POST /api/auth/signup": PUBLIC,
  "POST /api/auth/login": PUBLIC,
  "POST /api/auth/logout": { access: "signed-in", note: "revokes the caller's own session only" },
  "GET /api/auth/me": SIGNED_IN,
  "GET /api/auth/verify-email": {
    access: "credential",
    rejected: 400,
    note: "the emailed one-time token is the credential; the session is irrelevant",
  },
  "POST /api/auth/resend-verification": SIGNED_IN,
  "POST /api/auth/update-username": SIGNED_IN,
  "POST /api/auth/password-reset": {
    access: "public",
    note: "always 202 with the same body, whether or not the address has an account (ADR 0010)",
  },
  "POST /api/auth/password-reset/confirm": {
    access: "credential",
    rejected: 400,
    note: "the emailed one-time reset token is the credential; the session is irrelevant",
  },
  "POST /api/auth/change-password": { access: "signed-in", note: "the caller's own password; needs the current one" },
  "GET /api/auth/sessions": { access: "signed-in", note: "the caller's own sessions" },
  "POST /api/auth/sessions/revoke-all": { access: "signed-in", note: "ends the caller's own other sessions" },
  "DELETE /api/auth/sessions/:id": {
    access: "owner",
    other: 404,
    note: "a session is private to its user: someone else's reads like a missing one (ADR 0010)",
  },
  "PATCH /api/account": { access: "signed-in", note: "the caller's own display name" },
  "POST /api/account/email": {
    access: "signed-in",
    note: "starts a change of the caller's own address; needs a verified address and the password (ADR 0027)",
  },
  "POST /api/account/email/confirm": {
    access: "credential",
    rejected: 400,
    note: "the link emailed to the new address is the credential; the session is irrelevant",
  },
  "POST /api/account/email/undo": {
    access: "credential",
    rejected: 400,
    note: "the link mailed to the old address after a change of email is the credential; the session is irrelevant (ADR 0027)",
  },
  "GET /api/account/export": { access: "signed-in", note: "everything stored about the caller" },
  "DELETE /api/account": { access: "signed-in", note: "deletes the caller's own account; needs the password (ADR 0010)" },

  /* ------------------------------------------------------------ landing counters, local tools */
  "POST /api/analytics/analyze-click": PUBLIC,
  "GET /api/analytics/analyze-count": PUBLIC,
  "GET /api/dev/outbox": { access: "public", devOnly: true, note: "the local mailbox (README); 404 in production" },

  /* ------------------------------------------------------------ routines */
  "POST /api/evaluate-stack": { access: "signed-in", note: "creates the caller's own routine and debits the caller" },
  "GET /api/stacks": { access: "signed-in", note: "the caller's own routines" },
  "GET /api/stacks/:id": {
    access: "public",
    note: "a shared routine (this one has a post) is visible to all, without the owner's email, skin feeling or profile; a private one is 404 to others (workers/api/test/privacy.test.ts)",
  },
  "GET /api/stacks/:id/evaluations": {
    access: "public",
    note: "the scores over time of a shared routine: the shared view's scores to others; a private one is 404 to others (workers/api/test/evaluation-history.test.ts)",
  },
  "PUT /api/stacks/:id": {
    access: "owner",
    other: 403,
    note: "only the owner edits a routine; this one is shared, so changing it is refused rather than hidden",
  },
  "PUT /api/stacks/:id/visibility": {
    access: "owner",
    other: 403,
    note: "only the owner shares a routine or makes it private; this one is shared, so refused rather than hidden",
  },
  "DELETE /api/stacks/:id": {
    access: "owner",
    other: 404,
    note: "only the owner deletes a routine; the one to delete is private, so others cannot tell it exists",
  },
  "POST /api/stacks/:id/evaluate": { access: "owner", other: 403, note: "re-evaluating spends the owner's credit" },
  "PUT /api/stacks/:id/products/:entryId": {
    access: "owner",
    other: 403,
    note: "advanced-analysis data of one entry of the owner's routine",
  },
  "GET /api/profile": { access: "signed-in", note: "the caller's own skin profile" },
  "PUT /api/profile": { access: "signed-in", note: "the caller's own skin profile" },

  /* ------------------------------------------------------------ catalogue */
  "GET /api/products": { access: "public", note: "approved products, plus the caller's own pending ones" },
  "GET /api/products/:id": {
    access: "owner",
    other: 404,
    anonymous: 404,
    note: "for a product still awaiting review: its creator alone sees it (admins review it through /api/admin/products/pending)",
  },
  "GET /api/products/popular": { access: "public", note: "approved products most used in routines (counts only), plus the caller's own pending ones" },
  "GET /api/products/:id/related": {
    access: "owner",
    other: 404,
    anonymous: 404,
    note: "the product page's similar products and shared-routine count: for a pending product, its creator alone",
  },
  "POST /api/products": SIGNED_IN,
  "GET /api/products/barcode/:code": {
    access: "public",
    note: "our catalogue (approved, plus the caller's own pending products), then Open Beauty Facts",
  },
  "PUT /api/products/:id/barcode": {
    access: "owner",
    other: 404,
    note: "attach a barcode to a product the caller added (a pending product: nobody else sees it); the barcode is the caller's own until an admin approves it (ADR 0039)",
  },
  "POST /api/products/:id/reports": {
    access: "signed-in",
    note: "report wrong ingredients of a product the caller can see; one open report per user and product",
  },
  "GET /api/ingredients/suggest": PUBLIC,
  "GET /api/ingredients/:name": PUBLIC,
  "GET /api/ingredients/:name/products": PUBLIC,
  "GET /api/openapi.json": { access: "public", note: "the api's contract (ADR 0034): routes and request schemas, no data" },
  "GET /api/guest-pages/generation": { access: "public", note: "a number that moves when something public changes (ADR 0041)" },
  "GET /api/sitemap": { access: "public", note: "public pages only: approved products, posts guests can read, public members with something shared" },

  /* ------------------------------------------------------------ community */
  "GET /api/posts": PUBLIC,
  "POST /api/posts": {
    access: "owner",
    other: 403,
    note: "posting about a routine: its owner only (someone else's public routine: 403 not_stack_owner)",
  },
  "GET /api/posts/:id": PUBLIC,
  "PATCH /api/posts/:id": { access: "owner", other: 404, note: "own posts only; someone else's reads like a missing one" },
  "POST /api/reports": {
    access: "signed-in",
    note: "a member reports a post, comment or member they can see (ADR 0020); banned members 403",
  },
  "GET /api/users/:username": { access: "public", note: "a member's public profile: shared routines and visible posts only" },
  "GET /api/stacks/:id/share-image.svg": { access: "public", note: "the share image of a public routine, from its shared view; private: 404" },
  "DELETE /api/posts/:id": { access: "owner", other: 404, note: "own posts only; someone else's reads like a missing one; no moderation" },
  "POST /api/posts/:id/like": { access: "signed-in", note: "the caller's own reaction to any post" },
  "GET /api/posts/:id/comments": PUBLIC,
  "POST /api/posts/:id/comments": { access: "signed-in", note: "anyone signed in comments on any post" },
  "PATCH /api/posts/:id/comments/:commentId": {
    access: "owner",
    other: 404,
    note: "own comments only (not even the post's author); someone else's reads like a missing one",
  },
  "DELETE /api/posts/:id/comments/:commentId": {
    access: "owner",
    other: 404,
    note: "own comments only; someone else's reads like a missing one; no moderation",
  },

  /* ------------------------------------------------------------ notifications */
  "GET /api/notifications": { access: "signed-in", note: "the caller's own notifications" },
  "GET /api/notifications/unread-count": SIGNED_IN,
  "GET /api/notifications/grouped": { access: "signed-in", note: "the caller's own notifications, likes grouped per post" },
  "PUT /api/notifications/mark-all-read": SIGNED_IN,
  "GET /api/notifications/:id": { access: "owner", other: 404, note: "a notification is private to the user it is addressed to" },
  "PUT /api/notifications/:id/read": { access: "owner", other: 404, note: "private to the addressee" },
  "DELETE /api/notifications/:id": { access: "owner", other: 404, note: "private to the addressee" },

  /* ------------------------------------------------------------ public routines, live updates */
  "GET /api/routines/public": PUBLIC,
  "POST /api/user/stream-ticket": SIGNED_IN,
  "GET /api/user/updates": { access: "signed-in", note: "the caller's own live-update socket (session or one-use ticket)" },
  "POST /api/user/trigger-update": SIGNED_IN,

  /* ------------------------------------------------------------ payments */
  "GET /api/payments/packages": PUBLIC,
  "POST /api/payments/create-payment-intent": SIGNED_IN,
  "POST /api/payments/add-credits": {
    access: "owner",
    other: 403,
    note: "credits go to the payment's own account only; 403 payment_forbidden (ADR 0005)",
  },
  "POST /api/payments/webhook": {
    access: "credential",
    rejected: 400,
    note: "Stripe's events, authenticated by the Stripe-Signature header only",
  },
  "POST /api/payments/sandbox/confirm": {
    access: "owner",
    other: 403,
    devOnly: true,
    note: "TEST MODE only (404 in production, ADR 0005); the intent's owner only",
  },
  "GET /api/credits/ledger": { access: "signed-in", note: "the caller's own ledger" },

  /* ------------------------------------------------------------ admin panel (issue 9) */
  "GET /api/admin/users/admins": ADMIN,
  "POST /api/admin/users/role": ADMIN,
  "GET /api/admin/templates": ADMIN,
  "GET /api/admin/templates/:id": ADMIN,
  "PUT /api/admin/templates/:id": ADMIN,
  "POST /api/admin/templates/:id/revert": ADMIN,
  "GET /api/admin/ai-settings": ADMIN,
  "PUT /api/admin/ai-settings": ADMIN,
  "POST /api/admin/ingredients/decode": ADMIN,
  "GET /api/admin/ingredients/entry": ADMIN,
  "GET /api/admin/ingredients/overrides": ADMIN,
  "PUT /api/admin/ingredients/overrides": ADMIN,
  "DELETE /api/admin/ingredients/overrides": ADMIN,
  "GET /api/admin/products/pending": ADMIN,
  "POST /api/admin/products/:id/approve": ADMIN,
  "POST /api/admin/products/:id/reject": ADMIN,
  "GET /api/admin/barcodes/pending": ADMIN,
  "POST /api/admin/barcodes/:id/approve": ADMIN,
  "POST /api/admin/barcodes/:id/reject": ADMIN,
  "GET /api/admin/product-reports": ADMIN,
  "POST /api/admin/product-reports/:id/resolve": ADMIN,
  "POST /api/admin/product-reports/:id/dismiss": ADMIN,
  "POST /api/admin/sample-response": ADMIN,
  "GET /api/admin/audit": ADMIN,
  "GET /api/admin/alerts": ADMIN,
  "GET /api/admin/moderation": ADMIN,
  "GET /api/admin/moderation/actioned": { access: "admin", note: "hidden content and banned members (ADR 0029)" },
  "POST /api/admin/moderation": { access: "admin", note: "hide, restore, dismiss, ban (ADR 0020)" },
  "POST /api/test-prompt": { access: "admin", note: "a real model call at the operator's cost" },
};

/**
 * The endpoints of a Hono app as "METHOD /path" keys. `app.routes` also lists middleware: every
 * `use()` is registered for method ALL on a wildcard path ("ALL /api/*", "ALL /api/admin/*"), and
 * a route-level middleware (`.get("/x", requireUser, handler)`) as one more entry with the route's
 * own method and path. The first kind is dropped; the second collapses into its route.
 */
export function endpointsOf(app: { routes: readonly { method: string; path: string }[] }): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL" && route.path.endsWith("*")) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys];
}
