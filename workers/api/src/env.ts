import type { Database } from "@db/client";
import type { SessionUser } from "./lib/accounts/session";
import type { EvaluationJob } from "./queue/jobs";

/** Settings and bindings of the api Worker (documented in .dev.vars.example). */
export interface Env {
  /**
   * The Hyperdrive binding (wrangler.toml): when present the api reaches PostgreSQL through it with
   * node-postgres, and DATABASE_URL is not used (lib/database). Locally its connection string
   * points at the local database (CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE).
   */
  HYPERDRIVE?: Pick<Hyperdrive, "connectionString">;
  /** PostgreSQL for the Neon driver's WebSocket, used when there is no HYPERDRIVE binding. */
  DATABASE_URL?: string;
  /** host:port of the local WebSocket bridge to PostgreSQL; unset in production. */
  DB_WS_PROXY?: string;
  /**
   * How long a request waits for a database connection before answering 503, in milliseconds
   * (default 5000). Raise it where connections queue for a single backend (the embedded PGlite).
   */
  DB_CONNECT_TIMEOUT_MS?: string;
  /**
   * "on": the hot reads go as named prepared statements through HYPERDRIVE (ADR 0026). Only where
   * every connection keeps them: Hyperdrive, a PostgreSQL server reached directly, PgBouncer 1.21+
   * with max_prepared_statements; never PgBouncer before 1.21 nor the embedded PGlite. Off unless set.
   */
  DB_PREPARED_STATEMENTS?: string;
  SESSION_SECRET?: string;
  ENVIRONMENT?: string;
  APP_URL?: string;
  ADMIN_EMAILS?: string;
  FREE_CREDITS?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Overridable for tests against a mock identity provider. */
  GOOGLE_AUTH_URL?: string;
  GOOGLE_TOKEN_URL?: string;
  GOOGLE_JWKS_URL?: string;
  GOOGLE_ISSUER?: string;
  EMAIL_API_KEY?: string;
  /** The email provider's send endpoint (Resend's by default) and the sender address. */
  EMAIL_API_URL?: string;
  EMAIL_FROM?: string;
  /**
   * Shared with the web app, which forwards /api requests: proves its header naming the client's
   * address (lib/rate-limit clientIp). Unset: only CF-Connecting-IP counts.
   */
  FORWARDING_SECRET?: string;
  /**
   * Cloudflare Turnstile's secret: verifies the person check asked for past the sign-in, sign-up
   * and reset limits (lib/turnstile, ADR 0028). Unset outside production: the local stand-in.
   */
  TURNSTILE_SECRET_KEY?: string;
  /**
   * Open Beauty Facts, asked when a barcode is not in our catalogue or a name search finds few
   * products (https://world.openbeautyfacts.org in production). Unset or "off": not asked, and
   * answers say so.
   */
  OPEN_BEAUTY_FACTS_URL?: string;
  /** The User-Agent of those requests, with a contact, as Open Beauty Facts asks ("Skinstack/1.0 (ops@example.com)"). */
  OPEN_BEAUTY_FACTS_USER_AGENT?: string;
  /** How long to wait for Open Beauty Facts, in milliseconds (default 2500, at most 10000). */
  OPEN_BEAUTY_FACTS_TIMEOUT_MS?: string;
  /** Producer binding of the evaluations queue. */
  EVAL_QUEUE?: Queue<EvaluationJob>;
}


export interface Variables {
  db: Database;
  user: SessionUser;
  sessionId: string;
  /** Set by a write of GUEST_VISIBLE_WRITES that changed nothing a guest reads: the guest pages keep their generation. */
  guestPagesUnchanged?: boolean;
}

export type AppEnv = { Bindings: Env; Variables: Variables };
