import { and, desc, eq, lt, or } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type {
  EvaluationQueuedResponse,
  RoutineDeletedResponse,
  RoutineListResponse,
  RoutineResponse,
  RoutineSavedResponse,
  VisibilityResponse,
} from "@core/api/routines";
import { defaultRoutineName } from "@core/domain";
import {
  EVALUATION_HISTORY_DEFAULT_LIMIT,
  EvaluateSchema,
  EvaluationHistoryQuerySchema,
  UpdateRoutineSchema,
  VisibilitySchema,
} from "@core/schemas/routines";
import { posts, routineProducts, routines } from "@db/schema";
import type { AppEnv } from "../env";
import { debitCredits, EVALUATION_COST } from "../lib/payments/credits";
import { isConnectionFailure, isUniqueViolation } from "../lib/db-errors";
import { enqueueEvaluation, enqueueInDoubt } from "../lib/routines/enqueue";
import { badRequest, conflict, forbidden } from "../lib/errors";
import { sha256Hex } from "../lib/tokens";
import { evaluationHistory } from "../lib/routines/evaluation-history";
import {
  admitRoutineEdit,
  assertNotBanned,
  editChangesSharedContent,
  editedRoutineFields,
  findRoutine,
  findVisibleRoutine,
  loadRoutines,
  loadVisibleRoutine,
  ownedRoutine,
  savePregnancyAnswers,
  routineNotFound,
  toProductRows,
} from "../lib/routines/routines";
import { IdParams } from "@core/schemas/params";
import { pagingDate } from "@core/schemas/paging";
import { validate } from "../lib/validate";
import { currentSession, requireUser, sessionClaims } from "../middleware/auth";
import { notifyLater } from "../realtime/notify";
import { decideLanguageFromFiles } from "@core/i18n/has-catalogue";
import { requestLanguageOf } from "../lib/email";

const PAGE_SIZE = 50;

function idempotencyKey(header: string | undefined) {
  if (!header) return null;
  const key = header.trim();
  if (!key || key.length > 100) throw badRequest("Idempotency-Key must be 1-100 characters", "invalid_idempotency_key");
  return key;
}

/** The free credits come with a verified address: say so rather than "buy credits". */
function assertCanSpend(user: { emailVerified: boolean; credits: number }) {
  if (!user.emailVerified && user.credits < EVALUATION_COST) {
    throw forbidden(
      "Verify your email address to get your free credits: open the link we emailed you, or ask for a new one.",
      "email_not_verified",
    );
  }
}

/** The language the AI narrative is asked for (ADR 0055): the account's setting, else the request's. */
function narrativeLanguage(c: Context<AppEnv>): Promise<string> {
  return decideLanguageFromFiles({ account: c.get("user").language, ...requestLanguageOf(c.req.raw) });
}

/** POST /api/evaluate-stack: debit a credit, store the stack, queue its evaluation; answers at once. */
export const evaluate = new Hono<AppEnv>().post("/", requireUser, validate("json", EvaluateSchema), async (c) => {
  const input = c.req.valid("json");
  const user = c.get("user");
  assertCanSpend(user);
  const db = c.get("db");
  const key = idempotencyKey(c.req.header("idempotency-key"));
  // The validated request, so that the same body with its keys in another order is the same request.
  const fingerprint = key ? await sha256Hex(JSON.stringify(input)) : null;
  /** The routine an earlier request with this key made; the key reused with another request is 409. */
  const alreadySubmitted = async () => {
    const [existing] = await db
      .select({ id: routines.id, status: routines.status, fingerprint: routines.idempotencyFingerprint })
      .from(routines)
      .where(and(eq(routines.userId, user.id), eq(routines.idempotencyKey, key!)))
      .limit(1);
    if (!existing) return null;
    // Routines stored before fingerprints (null) are taken as the same request, as they always were.
    if (existing.fingerprint !== null && existing.fingerprint !== fingerprint) {
      throw conflict("This Idempotency-Key was already used for a different routine.", "idempotency_conflict");
    }
    const stack = { id: existing.id, status: existing.status };
    return c.json({ stack, id: existing.id, message: "Already submitted" } satisfies EvaluationQueuedResponse, 202);
  };
  if (key) {
    const answer = await alreadySubmitted();
    if (answer) return answer;
  }
  const jobId = crypto.randomUUID();
  // Chosen here, not by the database, so that the job is known even when the answer to the
  // transaction's COMMIT is lost (see enqueueInDoubt).
  const routineId = crypto.randomUUID();
  let created;
  try {
    created = await db.transaction(async (tx) => {
      const [routine] = await tx
        .insert(routines)
        .values({
          id: routineId,
          userId: user.id,
          name: input.stackName || defaultRoutineName(input.goal),
          goal: input.goal,
          secondaryGoals: [...new Set(input.secondaryGoals.filter((g) => g !== input.goal))],
          skinType: input.skinType,
          skinFeeling: input.skinFeeling.trim(),
          status: "pending",
          pendingJobId: jobId,
          idempotencyKey: key,
          idempotencyFingerprint: fingerprint,
        })
        .returning();
      const credits = await debitCredits(tx, user.id, EVALUATION_COST, "evaluation", routine.id);
      const rows = [
        ...toProductRows(routine.id, "morning", input.morningProducts),
        ...toProductRows(routine.id, "night", input.nightProducts),
      ];
      await tx.insert(routineProducts).values(rows);
      await savePregnancyAnswers(tx, user.id, input);
      return { stack: routine, credits };
    });
  } catch (error) {
    if (isConnectionFailure(error)) await enqueueInDoubt(c.env, { stackId: routineId, jobId, userId: user.id });
    if (key && isUniqueViolation(error)) {
      const answer = await alreadySubmitted();
      if (answer) return answer;
    }
    throw error;
  }
  await enqueueEvaluation(c.env, db, { stackId: created.stack.id, jobId, userId: user.id, language: await narrativeLanguage(c) });
  await notifyLater(c, user.id, { type: "credits_updated", credits: created.credits });
  return c.json(
    {
      stack: { id: created.stack.id, status: "pending" },
      id: created.stack.id,
      credits: created.credits,
      message: "Evaluation queued",
    } satisfies EvaluationQueuedResponse,
    202,
  );
});

/** `:id` names a routine: any other shape answers like a missing one (404 stack_not_found). */
const routineParam = validate("param", IdParams, routineNotFound);

export const stackRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const user = c.get("user");
    const before = c.req.query("cursor");
    const cursorDate = before ? pagingDate(before) : null;
    if (before && !cursorDate) throw badRequest("cursor must be a date", "invalid_cursor");
    const rows = await c
      .get("db")
      .select()
      .from(routines)
      .where(and(eq(routines.userId, user.id), cursorDate ? lt(routines.createdAt, cursorDate) : undefined))
      .orderBy(desc(routines.createdAt), desc(routines.id))
      .limit(PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const nextCursor = rows.length > PAGE_SIZE ? page[page.length - 1].createdAt.toISOString() : null;
    return c.json({ stacks: await loadRoutines(c.get("db"), page, user.id), nextCursor } satisfies RoutineListResponse);
  })
  .get("/:id", routineParam, async (c) => {
    const full = await loadVisibleRoutine(c.get("db"), c.req.valid("param").id, await sessionClaims(c));
    return c.json(full satisfies RoutineResponse);
  })
  .get("/:id/evaluations", validate("query", EvaluationHistoryQuerySchema), routineParam, async (c) => {
    const { limit, before } = c.req.valid("query");
    const db = c.get("db");
    const session = await currentSession(c);
    const viewerId = session?.user.id ?? null;
    const routine = await findVisibleRoutine(db, c.req.valid("param").id, viewerId);
    const viewer = routine.userId === viewerId ? "owner" : "other";
    return c.json(await evaluationHistory(db, routine.id, viewer, { limit: limit ?? EVALUATION_HISTORY_DEFAULT_LIMIT, before }));
  })
  .put("/:id", requireUser, validate("json", UpdateRoutineSchema), routineParam, async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    const routine = await ownedRoutine(db, c.req.valid("param").id, user.id);
    if (await admitRoutineEdit(db, user, routine, () => editChangesSharedContent(db, routine, input))) c.set("guestPagesUnchanged", true);
    await db.transaction(async (tx) => {
      await tx
        .update(routines)
        .set({ ...editedRoutineFields(routine, input), updatedAt: new Date() })
        .where(eq(routines.id, routine.id));
      await tx.delete(routineProducts).where(eq(routineProducts.stackId, routine.id));
      await tx
        .insert(routineProducts)
        .values([
          ...toProductRows(routine.id, "morning", input.morningProducts),
          ...toProductRows(routine.id, "night", input.nightProducts),
        ]);
    });
    const [fresh] = await loadRoutines(db, [(await findRoutine(db, routine.id))!], c.get("user").id);
    return c.json({ ...fresh, message: "Routine saved" } satisfies RoutineSavedResponse);
  })
  .put("/:id/visibility", requireUser, validate("json", VisibilitySchema), routineParam, async (c) => {
    const { isPublic } = c.req.valid("json");
    const db = c.get("db");
    const routine = await ownedRoutine(db, c.req.valid("param").id, c.get("user").id);
    if (isPublic) assertNotBanned(c.get("user"), "make routines public");
    if (isPublic === routine.isPublic) c.set("guestPagesUnchanged", true);
    await db.transaction(async (tx) => {
      // The routine's row first: a new post locks it too (migration 0015's trigger), so the posts
      // counted below include any post that committed while this request waited, and a post
      // arriving now waits for this change (and makes the routine public again).
      const [locked] = await tx.select({ id: routines.id }).from(routines).where(eq(routines.id, routine.id)).for("update");
      if (!locked) throw routineNotFound();
      if (!isPublic) {
        // A post shares its routine: the routine stays public while a post is about it.
        const shared = await tx.$count(posts, eq(posts.stackId, routine.id));
        if (shared > 0) {
          throw conflict(
            `This routine is shared in ${shared === 1 ? "a post" : `${shared} posts`}. Delete ${shared === 1 ? "it" : "them"} to make the routine private.`,
            "shared_in_posts",
          );
        }
      }
      // The owner's own choice: a routine they made public stays public when a post about it goes
      // (a post's routine, public_via 'post', returns to private with its last post: migration 0015).
      await tx.update(routines).set({ isPublic, publicVia: isPublic ? "owner" : null, updatedAt: new Date() }).where(eq(routines.id, routine.id));
    });
    return c.json({ id: routine.id, isPublic, message: isPublic ? "Your routine is public" : "Your routine is private" } satisfies VisibilityResponse);
  })
  .delete("/:id", requireUser, routineParam, async (c) => {
    const routine = await ownedRoutine(c.get("db"), c.req.valid("param").id, c.get("user").id);
    if (!routine.isPublic) c.set("guestPagesUnchanged", true);
    // Posts, reactions, comments, notifications and evaluations go with it (foreign keys cascade).
    await c.get("db").delete(routines).where(eq(routines.id, routine.id));
    return c.json({ message: "Routine deleted", id: routine.id } satisfies RoutineDeletedResponse);
  })
  .post("/:id/evaluate", requireUser, routineParam, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const routine = await ownedRoutine(db, c.req.valid("param").id, user.id);
    // A public routine's new scores move the guest pages on when the queue stores them.
    c.set("guestPagesUnchanged", true);
    assertCanSpend(user);
    if (routine.status === "pending") return c.json({ stack: { id: routine.id, status: "pending" }, id: routine.id, message: "Already queued" } satisfies EvaluationQueuedResponse, 202);
    const count = await db.$count(routineProducts, eq(routineProducts.stackId, routine.id));
    if (count < 2) throw badRequest("add at least 2 products in all", "too_few_products");
    const jobId = crypto.randomUUID();
    const credits = await db
      .transaction(async (tx) => {
        const updated = await tx
          .update(routines)
          .set({ status: "pending", pendingJobId: jobId, updatedAt: new Date() })
          .where(and(eq(routines.id, routine.id), or(eq(routines.status, "evaluated"), eq(routines.status, "failed"), eq(routines.status, "draft"))))
          .returning({ id: routines.id });
        if (updated.length === 0) return null;
        return debitCredits(tx, user.id, EVALUATION_COST, "evaluation", routine.id);
      })
      .catch(async (error: unknown) => {
        if (isConnectionFailure(error)) await enqueueInDoubt(c.env, { stackId: routine.id, jobId, userId: user.id });
        throw error;
      });
    if (credits === null) return c.json({ stack: { id: routine.id, status: "pending" }, id: routine.id, message: "Already queued" } satisfies EvaluationQueuedResponse, 202);
    await enqueueEvaluation(c.env, db, { stackId: routine.id, jobId, userId: user.id, language: await narrativeLanguage(c) });
    await notifyLater(c, user.id, { type: "credits_updated", credits });
    return c.json({ stack: { id: routine.id, status: "pending" }, id: routine.id, credits, message: "Evaluation queued" } satisfies EvaluationQueuedResponse, 202);
  });
