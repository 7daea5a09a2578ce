/**
 * Env (src/env.ts) stays hand-written: it documents every setting and secret, which wrangler.toml
 * does not hold. `npm run types` (wrangler types, works offline) writes what wrangler.toml declares
 * to worker-configuration.d.ts as GeneratedEnv; `npm run typecheck` compiles this file with it
 * (tsconfig.wrangler-types.json) and fails when Env lacks a binding or var of wrangler.toml or gives
 * it an incompatible type. Kept out of the main program: the generated file also types
 * `process.env` for the Worker, which would wrongly apply to the Node scripts.
 */
import type { RealtimeEnv } from "./src/realtime/notify";

/** Env with the Durable Object binding (kept beside the realtime code). */
type Env = RealtimeEnv;

type Unlisted = Exclude<keyof GeneratedEnv, keyof Env>;
type Covered = [Unlisted] extends [never] ? (GeneratedEnv extends Env ? true : "incompatible") : Unlisted;

export const envCoversWranglerToml: Covered = true;
