/**
 * Writes docs/openapi.json, the committed copy of GET /api/openapi.json (ADR 0034). Run it after
 * changing a route or a request schema: `npm run openapi`. The workers test
 * workers/api/test/openapi.test.ts fails while the copy differs from what the api serves.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp } from "../workers/api/src/app";
import { openApiDocument } from "../workers/api/src/lib/openapi";

const target = fileURLToPath(new URL("../docs/openapi.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(openApiDocument(createApp().routes), null, 2)}\n`);
console.log(`Wrote ${target}`);
