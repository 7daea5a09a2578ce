import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type * as Esbuild from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { buildOnce } = require("./esbuild-build-once.cjs") as { buildOnce: (esbuild: typeof Esbuild) => typeof Esbuild };
const wranglerDir = path.dirname(require.resolve("wrangler/package.json"));
const wranglersEsbuildPath = require.resolve("esbuild", { paths: [wranglerDir] });
const esbuild = require(wranglersEsbuildPath) as typeof Esbuild;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-once-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function entry(name: string, source: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

/** Build options that record every build's result, as wrangler's plugins do (its onEnd). */
function recorded(entryPoint: string) {
  const results: Esbuild.BuildResult[] = [];
  const options: Esbuild.BuildOptions = {
    entryPoints: [entryPoint],
    bundle: true,
    write: false,
    logLevel: "silent",
    plugins: [{ name: "record", setup: (build) => build.onEnd((result) => void results.push(result)) }],
  };
  return { results, options };
}

describe("esbuild contexts that build once (wrangler under npm start, ADR 0076)", () => {
  it("build once when asked to watch, and never enable esbuild's watching", async () => {
    let real: Esbuild.BuildContext | undefined;
    const spied = { ...esbuild, context: async (options: Esbuild.BuildOptions) => (real = await esbuild.context(options)) };
    const { results, options } = recorded(entry("ok.js", "export const answer = 42;\n"));
    const context = await buildOnce(spied as typeof Esbuild).context(options);
    await context.watch();
    expect(results).toHaveLength(1);
    expect(results[0].errors).toEqual([]);
    expect(results[0].outputFiles?.[0].text).toContain("42");
    // esbuild refuses a second watch ("Watch mode has already been enabled"): this one is the first.
    await expect(real!.watch()).resolves.toBeUndefined();
    await context.dispose();
  });

  it("report a failed build through onEnd, as a watch's first build does, instead of rejecting", async () => {
    const { results, options } = recorded(entry("broken.js", "export const = ;\n"));
    const context = await buildOnce(esbuild).context(options);
    await expect(context.watch()).resolves.toBeUndefined();
    expect(results).toHaveLength(1);
    expect(results[0].errors.length).toBeGreaterThan(0);
    await context.dispose();
  });

  it("replace the esbuild wrangler requires when preloaded", async () => {
    const script = `
      const esbuild = require(${JSON.stringify(wranglersEsbuildPath)});
      esbuild.context({ entryPoints: [${JSON.stringify(entry("again.js", "export const a = 1;\n"))}], write: false, logLevel: "silent" })
        .then(async (context) => { await context.watch(); await context.watch(); await context.dispose(); console.log("built twice, never watched"); });
    `;
    const preload = fileURLToPath(new URL("./wrangler-build-once.cjs", import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ["--require", preload, "-e", script]);
    expect(stdout.trim()).toBe("built twice, never watched");
  });
});
