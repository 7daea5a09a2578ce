import { and, desc, eq, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import type {
  EvaluationQueuedResponse,
  StackDeletedResponse,
  StackListResponse,
  StackResponse,
  StackSavedResponse,
  VisibilityResponse,
} from "@core/api/stacks";
import { defaultStackName } from "@core/domain";
import {
  EVALUATION_HISTORY_DEFAULT_LIMIT,
  EvaluateSchema,
  EvaluationHistoryQuerySchema,
  UpdateStackSchema,
  VisibilitySchema,
} from "@core/schemas/stacks";
import { posts, stackProducts, stacks } from "@db/schema";
import type { AppEnv } from "../env";
import { debitCredits, EVALUATION_COST } from "../lib/payments/credits";
import { isConnectionFailure, isUniqueViolation } from "../lib/db-errors";
import { enqueueEvaluation, enqueueInDoubt } from "../lib/routines/enqueue";
import { badRequest, conflict, forbidden } from "../lib/errors";
import { evaluationHistory } from "../lib/routines/evaluation-history";
import { findStack, findVisibleStack, loadStacks, loadVisibleStack, savePregnancyAnswers, stackNotFound, toProductRows } from "../lib/routines/stacks";
import { IdParams } from "@core/schemas/params";
import { validate } from "../lib/validate";
import { currentSession, requireUser, sessionClaims } from "../middleware/auth";
import { notifyLater } from "../realtime/notify";

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

/** POST /api/evaluate-stack: debit a credit, store the stack, queue its evaluation; answers at once. */
export const evaluate = new Hono<AppEnv>().post("/", requireUser, validate("json", EvaluateSchema), async (c) => {
  const input = c.req.valid("json");
  const user = c.get("user");
  assertCanSpend(user);
  const db = c.get("db");
  const key = idempotencyKey(c.req.header("idempotency-key"));
  if (key) {
    const [existing] = await db
      .select({ id: stacks.id, status: stacks.status })
      .from(stacks)
      .where(and(eq(stacks.userId, user.id), eq(stacks.idempotencyKey, key)))
      .limit(1);
    if (existing) return c.json({ stack: existing, id: existing.id, message: "Already submitted" } satisfies EvaluationQueuedResponse, 202);
  }
  const jobId = crypto.randomUUID();
  // Chosen here, not by the database, so that the job is known even when the answer to the
  // transaction's COMMIT is lost (see enqueueInDoubt).
  const stackId = crypto.randomUUID();
  let created;
  try {
    created = await db.transaction(async (tx) => {
      const [stack] = await tx
        .insert(stacks)
        .values({
          id: stackId,
          userId: user.id,
          name: input.stackName || defaultStackName(input.goal),
          goal: input.goal,
          secondaryGoals: [...new Set(input.secondaryGoals.filter((g) => g !== input.goal))],
          skinType: input.skinType,
          skinFeeling: input.skinFeeling.trim(),
          status: "pending",
          pendingJobId: jobId,
          idempotencyKey: key,
        })
        .returning();
      const credits = await debitCredits(tx, user.id, EVALUATION_COST, "evaluation", stack.id);
      const rows = [
        ...toProductRows(stack.id, "morning", input.morningProducts),
        ...toProductRows(stack.id, "night", input.nightProducts),
      ];
      await tx.insert(stackProducts).values(rows);
      await savePregnancyAnswers(tx, user.id, input);
      return { stack, credits };
    });
  } catch (error) {
    if (isConnectionFailure(error)) await enqueueInDoubt(c.env, { stackId, jobId, userId: user.id });
    if (key && isUniqueViolation(error)) {
      const [existing] = await db
        .select({ id: stacks.id, status: stacks.status })
        .from(stacks)
        .where(and(eq(stacks.userId, user.id), eq(stacks.idempotencyKey, key)));
      if (existing) return c.json({ stack: existing, id: existing.id, message: "Already submitted" } satisfies EvaluationQueuedResponse, 202);
    }
    throw error;
  }
  await enqueueEvaluation(c.env, db, { stackId: created.stack.id, jobId, userId: user.id });
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
const stackParam = validate("param", IdParams, stackNotFound);

export const stackRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const user = c.get("user");
    const before = c.req.query("cursor");
    const cursorDate = before ? new Date(before) : null;
    if (cursorDate && Number.isNaN(cursorDate.getTime())) throw badRequest("cursor must be a date", "invalid_cursor");
    const rows = await c
      .get("db")
      .select()
      .from(stacks)
      .where(and(eq(stacks.userId, user.id), cursorDate ? lt(stacks.createdAt, cursorDate) : undefined))
      .orderBy(desc(stacks.createdAt), desc(stacks.id))
      .limit(PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const nextCursor = rows.length > PAGE_SIZE ? page[page.length - 1].createdAt.toISOString() : null;
    return c.json({ stacks: await loadStacks(c.get("db"), page, user.id), nextCursor } satisfies StackListResponse);
  })
  .get("/:id", stackParam, async (c) => {
    const full = await loadVisibleStack(c.get("db"), c.req.valid("param").id, await sessionClaims(c));
    return c.json(full satisfies StackResponse);
  })
  .get("/:id/evaluations", validate("query", EvaluationHistoryQuerySchema), stackParam, async (c) => {
    const { limit, before } = c.req.valid("query");
    const db = c.get("db");
    const session = await currentSession(c);
    const viewerId = session?.user.id ?? null;
    const stack = await findVisibleStack(db, c.req.valid("param").id, viewerId);
    const viewer = stack.userId === viewerId ? "owner" : "other";
    return c.json(await evaluationHistory(db, stack.id, viewer, { limit: limit ?? EVALUATION_HISTORY_DEFAULT_LIMIT, before }));
  })
  .put("/:id", requireUser, validate("json", UpdateStackSchema), stackParam, async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const stack = await ownedStack(c.get("db"), c.req.valid("param").id, c.get("user").id);
    // A banned member cannot rename a public routine (the name is what others would read).
    if (stack.isPublic && input.name !== undefined && input.name !== stack.name) assertNotBanned(c.get("user"), "rename a public routine");
    await db.transaction(async (tx) => {
      await tx
        .update(stacks)
        .set({
          ...(input.name !== undefined ? { name: input.name || defaultStackName(input.goal ?? stack.goal) } : {}),
          ...(input.goal ? { goal: input.goal } : {}),
          ...(input.secondaryGoals ? { secondaryGoals: [...new Set(input.secondaryGoals)] } : {}),
          ...(input.skinType ? { skinType: input.skinType } : {}),
          updatedAt: new Date(),
        })
        .where(eq(stacks.id, stack.id));
      await tx.delete(stackProducts).where(eq(stackProducts.stackId, stack.id));
      await tx
        .insert(stackProducts)
        .values([
          ...toProductRows(stack.id, "morning", input.morningProducts),
          ...toProductRows(stack.id, "night", input.nightProducts),
        ]);
    });
    const [fresh] = await loadStacks(db, [(await findStack(db, stack.id))!], c.get("user").id);
    return c.json({ ...fresh, message: "Routine saved" } satisfies StackSavedResponse);
  })
  .put("/:id/visibility", requireUser, validate("json", VisibilitySchema), stackParam, async (c) => {
    const { isPublic } = c.req.valid("json");
    const db = c.get("db");
    const stack = await ownedStack(db, c.req.valid("param").id, c.get("user").id);
    if (isPublic) assertNotBanned(c.get("user"), "make routines public");
    if (!isPublic) {
      // A post shares its routine: the routine stays public while a post is about it.
      const shared = await db.$count(posts, eq(posts.stackId, stack.id));
      if (shared > 0) {
        throw conflict(
          `This routine is shared in ${shared === 1 ? "a post" : `${shared} posts`}. Delete ${shared === 1 ? "it" : "them"} to make the routine private.`,
          "shared_in_posts",
        );
      }
    }
    // The owner's own choice: a routine they made public stays public when a post about it goes
    // (a post's routine, public_via 'post', returns to private with its last post: migration 0015).
    await db.update(stacks).set({ isPublic, publicVia: isPublic ? "owner" : null, updatedAt: new Date() }).where(eq(stacks.id, stack.id));
    return c.json({ id: stack.id, isPublic, message: isPublic ? "Your routine is public" : "Your routine is private" } satisfies VisibilityResponse);
  })
  .delete("/:id", requireUser, stackParam, async (c) => {
    const stack = await ownedStack(c.get("db"), c.req.valid("param").id, c.get("user").id);
    // Posts, reactions, comments, notifications and evaluations go with it (foreign keys cascade).
    await c.get("db").delete(stacks).where(eq(stacks.id, stack.id));
    return c.json({ message: "Routine deleted", id: stack.id } satisfies StackDeletedResponse);
  })
  .post("/:id/evaluate", requireUser, stackParam, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const stack = await ownedStack(db, c.req.valid("param").id, user.id);
    assertCanSpend(user);
    if (stack.status === "pending") return c.json({ stack: { id: stack.id, status: "pending" }, id: stack.id, message: "Already queued" } satisfies EvaluationQueuedResponse, 202);
    const count = await db.$count(stackProducts, eq(stackProducts.stackId, stack.id));
    if (count < 2) throw badRequest("add at least 2 products in all", "too_few_products");
    const jobId = crypto.randomUUID();
    const credits = await db
      .transaction(async (tx) => {
        const updated = await tx
          .update(stacks)
          .set({ status: "pending", pendingJobId: jobId, updatedAt: new Date() })
          .where(and(eq(stacks.id, stack.id), or(eq(stacks.status, "evaluated"), eq(stacks.status, "failed"), eq(stacks.status, "draft"))))
          .returning({ id: stacks.id });
        if (updated.length === 0) return null;
        return debitCredits(tx, user.id, EVALUATION_COST, "evaluation", stack.id);
      })
      .catch(async (error: unknown) => {
        if (isConnectionFailure(error)) await enqueueInDoubt(c.env, { stackId: stack.id, jobId, userId: user.id });
        throw error;
      });
    if (credits === null) return c.json({ stack: { id: stack.id, status: "pending" }, id: stack.id, message: "Already queued" } satisfies EvaluationQueuedResponse, 202);
    await enqueueEvaluation(c.env, db, { stackId: stack.id, jobId, userId: user.id });
    await notifyLater(c, user.id, { type: "credits_updated", credits });
    return c.json({ stack: { id: stack.id, status: "pending" }, id: stack.id, credits, message: "Evaluation queued" } satisfies EvaluationQueuedResponse, 202);
  });

/** Banned members keep their routines but cannot show them to others (403 account_banned, ADR 0029). */
function assertNotBanned(user: { banned: boolean }, what: string) {
  if (user.banned) throw forbidden(`Your account has been suspended from the community by a moderator: you cannot ${what}.`, "account_banned");
}

/** The stack if the user owns it: 404 when they cannot see it at all, 403 when it is someone else's public one. */
async function ownedStack(db: Parameters<typeof findStack>[0], id: string, userId: string) {
  const stack = await findStack(db, id);
  if (!stack || (stack.userId !== userId && !stack.isPublic)) {
    throw stackNotFound();
  }
  if (stack.userId !== userId) throw forbidden("Only the owner can change this routine");
  return stack;
}
