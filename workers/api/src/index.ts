import { createApp } from "./app";
import type { Env } from "./env";
import { handleQueueBatch } from "./queue/consumer";
import type { EvaluationJob } from "./queue/jobs";
import { svgToPng } from "./lib/routines/share-image-png";
import { runCatalogueSync } from "./scheduled/catalogue-sync";

/** Durable Object class of the per-user live-update hubs (binding USER_EVENTS). */
export { UserEvents } from "./realtime/user-events";

const app = createApp({ renderPng: svgToPng });

export default {
  fetch: app.fetch,
  queue: (batch, env, _ctx) => handleQueueBatch(batch as MessageBatch<unknown>, env),
  /** The Cron Trigger: the daily pull of Open Beauty Facts' changes (ADR 0039). */
  scheduled: (controller, env, ctx) => ctx.waitUntil(runCatalogueSync(env, controller.scheduledTime)),
} satisfies ExportedHandler<Env, EvaluationJob>;
