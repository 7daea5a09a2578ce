/** `node --require` this before wrangler: its esbuild contexts build once and never watch (esbuild-build-once.cjs, ADR 0076). */
"use strict";
require("./esbuild-build-once.cjs").installForWrangler();
