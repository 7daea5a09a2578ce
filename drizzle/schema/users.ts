import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { uuidKey, time, belongsTo } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuidKey(),
    email: text("email").notNull(),
    name: text("name"),
    username: text("username"),
    /**
     * The username's confusable skeleton (core/usernames usernameSkeleton; UTS #39 folded with
     * case), set by a trigger from the database's copy of the same table (migration 0015): unique,
     * so a look-alike of an existing username is refused in one lookup.
     */
    usernameSkeleton: text("username_skeleton"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    credits: integer("credits").notNull().default(0),
    emailVerifiedAt: time("email_verified_at"),
    /** Set when the account is deleted: the row stays, stripped of personal data, for the credit ledger and payments. */
    deletedAt: time("deleted_at"),
    /** Set when a moderator bans the account: it can no longer post, comment, react or report. */
    bannedAt: time("banned_at"),
    /**
     * The security stamp (ADR 0027): every emailed link carries the value it had when it was sent,
     * and works only while the account still has it. Password reset or change, a change (or undo)
     * of the address and a proof of the mailbox move it on, so every outstanding link dies at once.
     */
    securityStamp: integer("security_stamp").notNull().default(0),
    /** The language chosen in the switcher (a catalogue's tag, ADR 0042); null: the browser's Accept-Language decides. */
    language: text("language"),
    createdAt: time("created_at").notNull().defaultNow(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_username_skeleton_key").on(t.usernameSkeleton),
    // Reads of community content leave banned members' posts and comments out: without it every
    // feed page scanned the whole users table to find the (few) banned members.
    index("users_banned_idx").on(t.id).where(sql`${t.bannedAt} is not null`),
    check("users_credits_nonnegative", sql`${t.credits} >= 0`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuidKey(),
    userId: belongsTo("user_id", () => users.id),
    createdAt: time("created_at").notNull().defaultNow(),
    expiresAt: time("expires_at").notNull(),
    revokedAt: time("revoked_at"),
    /** Shown in the account's session list so people recognise their devices. */
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    lastSeenAt: time("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A single-use link emailed to a user: stored hashed, so that a leaked table cannot be replayed. */
const emailedLinkColumns = () => ({
  tokenHash: text("token_hash").primaryKey(),
  userId: belongsTo("user_id", () => users.id),
  expiresAt: time("expires_at").notNull(),
  usedAt: time("used_at"),
  /** The account's security stamp when the link was sent: the link works only while they match (ADR 0027). */
  stamp: integer("stamp").notNull().default(0),
});

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    ...emailedLinkColumns(),
    /** For a change of address: the new address, which becomes the account's email once verified. */
    newEmail: text("new_email"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/** Single-use password reset links, stored hashed, valid for an hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    ...emailedLinkColumns(),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * The link mailed to the OLD address when the address changes (ADR 0027): for 7 days it puts the
 * old address back, ends every session and link, drops the password and leads to a new one. Not
 * bound to the security stamp, which the new holder of the account can move on; stored hashed.
 */
export const emailChangeUndoTokens = pgTable(
  "email_change_undo_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    /** The address the change took away, put back by the undo (and reserved until the link expires). */
    oldEmail: text("old_email").notNull(),
    expiresAt: time("expires_at").notNull(),
    usedAt: time("used_at"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [index("email_change_undo_tokens_user_idx").on(t.userId), index("email_change_undo_tokens_old_email_idx").on(t.oldEmail)],
);

/**
 * Mailboxes that have had their free credits (ADR 0027): an HMAC of the normalised address with the
 * server's secret, never the address, so deleting the account and signing up again gives none.
 */
export const freeCreditClaims = pgTable("free_credit_claims", {
  mailboxHash: text("mailbox_hash").primaryKey(),
  claimedAt: time("claimed_at").notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits (signup, resend, reset, product creation, posts, comments),
 * kept in the database so that a limit holds across Worker isolates. One upsert per counted request.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: time("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    userId: belongsTo("user_id", () => users.id),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerAccountId] }),
    index("oauth_accounts_user_idx").on(t.userId),
  ],
);

/** OAuth state and PKCE verifier, kept server-side so any isolate can finish the flow. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  redirectTo: text("redirect_to"),
  expiresAt: time("expires_at").notNull(),
});

/** Failed sign-in attempts, counted per email and per IP for brute-force protection. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

export const skinProfiles = pgTable("skin_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  skinType: text("skin_type").notNull().default("normal"),
  primaryConcern: text("primary_concern").notNull().default("hydration"),
  ageBracket: text("age_bracket").notNull().default("20-29"),
  sensitivities: jsonb("sensitivities").$type<string[]>().notNull().default([]),
  pregnant: integer("pregnant").notNull().default(0),
  breastfeeding: integer("breastfeeding").notNull().default(0),
  updatedAt: time("updated_at").notNull().defaultNow(),
});

/** Emails sent while no email provider is configured (local default); listed at /dev/outbox. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [index("outbox_emails_to_idx").on(t.to, t.createdAt)],
);

/**
 * Short-lived, single-use tickets for opening the event stream where a URL credential is needed
 * (EventSource cannot send headers); stored hashed. The long-lived session token never goes in a URL.
 */
export const streamTickets = pgTable("stream_tickets", {
  ticketHash: text("ticket_hash").primaryKey(),
  userId: belongsTo("user_id", () => users.id),
  /** The session that asked for it: revoking the session voids its tickets. */
  sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
  expiresAt: time("expires_at").notNull(),
  usedAt: time("used_at"),
});
