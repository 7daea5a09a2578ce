import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The top-level [vars] table of a wrangler.toml (what a deploy without --env gets). */
function topLevelVars(file: string): Record<string, string> {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const section = /^\[vars\]\n([\s\S]*?)(?=^\[)/m.exec(text)?.[1] ?? "";
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
}

describe("deploy configuration", () => {
  it.each(["workers/api/wrangler.toml", "wrangler.toml"])("%s fails closed: without --env the Worker runs as production", (file) => {
    expect(topLevelVars(file).ENVIRONMENT).toBe("production");
  });
});
