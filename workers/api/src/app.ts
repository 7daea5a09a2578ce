import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from "@core/request-limits";
import type { AppEnv } from "./env";
import { isConcurrencyConflict, isConnectionFailure, isForeignKeyViolation, isInvalidInput } from "./lib/db-errors";
import { ApiError, unavailable } from "./lib/errors";
import { openApiDocument } from "./lib/openapi";
import { withDb } from "./middleware/db";
import { bumpGuestPagesAfterWrites } from "./middleware/guest-pages";
import { sameOriginForCookies } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./routes/account";
import { adminRoutes, testPromptRoutes } from "./routes/admin";
import { analytics } from "./routes/analytics";
import { auth } from "./routes/auth";
import { google } from "./routes/google";
import { guestPageRoutes } from "./routes/guest-pages";
import { dev } from "./routes/dev";
import { ingredientRoutes } from "./routes/ingredients";
import { notificationRoutes } from "./routes/notifications";
import { passwordRoutes } from "./routes/password";
import { creditRoutes, paymentRoutes } from "./routes/payments";
import { postRoutes } from "./routes/posts";
import { reportRoutes } from "./routes/reports";
import { shareRoutes, type RenderPng } from "./routes/share";
import { profileRoutes, routineProductRoutes } from "./routes/profile";
import { productRoutes } from "./routes/products";
import { routineRoutes } from "./routes/routines";
import { sessionRoutes } from "./routes/sessions";
import { sitemapRoutes } from "./routes/sitemap";
import { evaluate, stackRoutes } from "./routes/stacks";
import { userUpdateRoutes } from "./routes/updates";
import { userRoutes } from "./routes/users";

export { MAX_BODY_BYTES };

export interface AppOptions {
  /** Rasterises the share image (Worker-only WebAssembly: src/index.ts passes it); without it, SVG only. */
  renderPng?: RenderPng;
}

export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>().basePath("/api");

  app.use(securityHeaders);
  app.get("/health", (c) => c.json({ ok: true }));
  // Read when asked: by then every route below is registered.
  app.get("/openapi.json", (c) => c.json(openApiDocument(app.routes)));

  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(PAYLOAD_TOO_LARGE, 413),
    }),
  );
  app.use(sameOriginForCookies);
  app.use(withDb);
  app.use(bumpGuestPagesAfterWrites);

  const api = app
    .route("/auth", auth)
    .route("/auth/google", google)
    .route("/auth", passwordRoutes)
    .route("/auth/sessions", sessionRoutes)
    .route("/account", accountRoutes)
    .route("/analytics", analytics)
    .route("/dev", dev)
    .route("/evaluate-stack", evaluate)
    .route("/stacks", stackRoutes)
    .route("/stacks", routineProductRoutes)
    .route("/stacks", shareRoutes(options.renderPng))
    .route("/profile", profileRoutes)
    .route("/products", productRoutes)
    .route("/ingredients", ingredientRoutes)
    .route("/posts", postRoutes)
    .route("/notifications", notificationRoutes)
    .route("/reports", reportRoutes)
    .route("/routines", routineRoutes)
    .route("/sitemap", sitemapRoutes)
    .route("/guest-pages", guestPageRoutes)
    .route("/user", userUpdateRoutes)
    .route("/users", userRoutes)
    .route("/payments", paymentRoutes)
    .route("/credits", creditRoutes)
    .route("/admin", adminRoutes)
    .route("/test-prompt", testPromptRoutes);

  app.notFound((c) => c.json({ message: `No endpoint ${c.req.method} ${c.req.path}`, code: "not_found" }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ message: error.message, code: error.code }, error.status, error.headers);
    }
    if (isInvalidInput(error)) {
      return c.json({ message: "The request contains a value that cannot be stored (for example a NUL character)", code: "invalid_input" }, 400);
    }
    if (isConcurrencyConflict(error)) {
      console.warn("Concurrent transactions collided", c.req.method, c.req.path, error);
      return c.json({ message: "Another change to the same data happened at the same moment. Nothing was changed; please try again.", code: "concurrent_change" }, 409);
    }
    if (isForeignKeyViolation(error)) {
      // A row the write refers to was deleted by a concurrent request (routes map the cases they know to a 404 first).
      console.warn("Referenced row gone", c.req.method, c.req.path, error);
      return c.json({ message: "Something this request refers to was removed at the same moment. Nothing was changed.", code: "concurrent_change" }, 409);
    }
    if (isConnectionFailure(error)) {
      console.error("Database unavailable", c.req.method, c.req.path, error);
      const e = unavailable();
      return c.json({ message: e.message, code: e.code }, 503);
    }
    console.error("Unhandled error", c.req.method, c.req.path, error);
    return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal_error" }, 500);
  });

  return api;
}

/**
 * The api's routes with their validated inputs and their answers, for the web app's typed client
 * (`hc<AppType>`, app/utils/api.client and api.server): a change on one side that the other does
 * not follow fails the typecheck.
 */
export type AppType = ReturnType<typeof createApp>;
