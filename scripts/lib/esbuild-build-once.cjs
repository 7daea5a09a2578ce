/**
 * For the wrangler processes of `npm start` (preloaded through wrangler-build-once.cjs), which
 * serve a build that never changes while they run (ADR 0076). wrangler bundles a Worker through an
 * esbuild context in watch mode and has no switch to turn that off for `pages dev`; esbuild's
 * watcher polls, and re-reads whole any file that was new when first read, which the bundle
 * `pages dev` has just written always is: about a tenth of a core for as long as the app runs.
 *
 * Here a context's `watch()` builds once instead. wrangler learns of a build's result, failed or
 * not, from its plugins' onEnd, which a rebuild runs as a watch's first build does, so the
 * rebuild's own rejection is left to that path.
 */
"use strict";
const path = require("node:path");

/** esbuild's API with `context()` returning contexts whose `watch()` builds once and never watches. */
function buildOnce(esbuild) {
  return {
    ...esbuild,
    async context(options) {
      const context = await esbuild.context(options);
      return {
        ...context,
        async watch() {
          await context.rebuild().catch(() => undefined);
        },
      };
    },
  };
}

/** Replaces, in Node's module cache, the esbuild that `wrangler` requires (before it does). */
function installForWrangler() {
  const wrangler = path.dirname(require.resolve("wrangler/package.json"));
  const esbuildPath = require.resolve("esbuild", { paths: [wrangler] });
  const esbuild = require(esbuildPath);
  require.cache[esbuildPath].exports = buildOnce(esbuild);
}

module.exports = { buildOnce, installForWrangler };
