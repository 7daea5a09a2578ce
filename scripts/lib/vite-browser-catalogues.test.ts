import { readFileSync } from "node:fs";
import path from "node:path";
import type { ResolvedConfig } from "vite";
import { describe, expect, it, vi } from "vitest";
import { precompileCatalogue } from "../../core/i18n/precompile";
import { browserCatalogues } from "./vite-browser-catalogues";

const i18n = path.resolve(import.meta.dirname, "../../core/i18n");
type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The plugin after Vite resolved its config for `command` (`vite build` or `vite dev`). */
function plugin(command: "build" | "serve") {
  const made = browserCatalogues();
  (made.configResolved as Hook).call({}, { command, base: "/" } as ResolvedConfig);
  return made;
}

/** Runs the plugin's resolveId as Vite would, with Vite's own resolution stubbed to `resolvesTo`. */
function resolve(source: string, ssr: boolean, resolvesTo: string, command: "build" | "serve" = "build") {
  const hook = plugin(command).resolveId as Hook;
  return hook.call({ resolve: async (id: string) => ({ id: id === source ? resolvesTo : `resolved:${id}` }) }, source, "/any/importer.ts", { ssr, isEntry: false, attributes: {} });
}

describe("the browser's build gets the page's catalogue module (ADR 0048)", () => {
  it("swaps catalogues.ts for catalogues.browser.ts in the browser's build only", async () => {
    const everything = path.join(i18n, "catalogues.ts");
    expect(await resolve("@core/i18n/catalogues", false, everything)).toBe(path.join(i18n, "catalogues.browser.ts"));
    expect(await resolve("./catalogues", false, everything)).toBe(path.join(i18n, "catalogues.browser.ts"));
    expect(await resolve("@core/i18n/catalogues", true, everything)).toBeNull();
  });

  it("leaves other modules alone, whatever their name", async () => {
    expect(await resolve("./catalogues", false, "/elsewhere/catalogues.ts")).toBeNull();
    expect(await resolve("@core/i18n/catalogue-urls", false, path.join(i18n, "catalogue-urls.ts"))).toBeNull();
  });
});

describe("the build's catalogues come precompiled, and the browser's build has no ICU parser (ADR 0079)", () => {
  const parser = "@formatjs/icu-messageformat-parser";

  it("resolves the parser to FormatJS's no-parser entry in the browser's production build only", async () => {
    expect(await resolve(parser, false, "/nm/parser.js")).toEqual({ id: `resolved:${parser}/no-parser.js` });
    expect(await resolve(parser, true, "/nm/parser.js")).toBeNull();
    expect(await resolve(parser, false, "/nm/parser.js", "serve")).toBeNull();
  });

  it("emits each catalogue's URL as its precompiled copy, named by the build's own URL", async () => {
    const made = plugin("build");
    const emitFile = vi.fn(() => "ref1");
    const code = await (made.load as Hook).call({ emitFile }, path.join(i18n, "messages/de.json?url"));
    expect(code).toBe("export default import.meta.ROLLUP_FILE_URL_ref1;");
    const german = JSON.parse(readFileSync(path.join(i18n, "messages/de.json"), "utf8")) as Record<string, string>;
    expect(emitFile).toHaveBeenCalledWith({ type: "asset", name: "de.json", source: JSON.stringify(precompileCatalogue("de", german)) });
    expect((made.resolveFileUrl as Hook).call({}, { referenceId: "ref1", fileName: "assets/de-abc.json" })).toBe('"/assets/de-abc.json"');
    expect((made.resolveFileUrl as Hook).call({}, { referenceId: "other", fileName: "assets/x.png" })).toBeNull();
  });

  it("precompiles a catalogue a browser module imports itself (the advanced analysis's English), not the server's", async () => {
    const emitFile = vi.fn();
    const english = JSON.parse(readFileSync(path.join(i18n, "messages/en.json"), "utf8")) as Record<string, string>;
    expect(await (plugin("build").load as Hook).call({ emitFile }, path.join(i18n, "messages/en.json"), { ssr: false })).toBe(
      JSON.stringify(precompileCatalogue("en", english)),
    );
    expect(await (plugin("build").load as Hook).call({ emitFile }, path.join(i18n, "messages/en.json"), { ssr: true })).toBeNull();
    expect(emitFile).not.toHaveBeenCalled();
  });

  it("leaves the catalogues as written under `vite dev`, and other files alone", async () => {
    const emitFile = vi.fn();
    expect(await (plugin("serve").load as Hook).call({ emitFile }, path.join(i18n, "messages/de.json?url"))).toBeNull();
    expect(await (plugin("serve").load as Hook).call({ emitFile }, path.join(i18n, "messages/de.json"), { ssr: false })).toBeNull();
    expect(await (plugin("build").load as Hook).call({ emitFile }, "/elsewhere/data.json?url")).toBeNull();
    expect(emitFile).not.toHaveBeenCalled();
  });
});
