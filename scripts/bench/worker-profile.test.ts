import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleModules, moduleName, summarizeProfile } from "./worker-profile";

describe("worker-profile (where the api Worker's sampled time goes)", () => {
  it("names a bundled module by its package, and our own files by their path", () => {
    expect(moduleName("../../node_modules/drizzle-orm/pg-core/dialect.js")).toBe("drizzle-orm");
    expect(moduleName("../../node_modules/@neondatabase/serverless/index.mjs")).toBe("@neondatabase/serverless");
    expect(moduleName("../../node_modules/a/node_modules/pg-protocol/dist/parser.js")).toBe("pg-protocol");
    expect(moduleName("src/lib/community/feed.ts")).toBe("src/lib/community/feed.ts");
    expect(moduleName("../../core/privacy.ts")).toBe("core/privacy.ts");
  });

  it("charges each line of the bundle to the module whose marker comment comes before it", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bundle-")), "index.js");
    fs.writeFileSync(file, ["var x = 1;", "// ../../node_modules/pg/lib/client.js", "function a() {}", "", "// src/app.ts", "function b() {}"].join("\n"));
    const moduleOf = bundleModules(file);
    expect([0, 2, 3, 5].map(moduleOf)).toEqual(["(bundle)", "pg", "pg", "src/app.ts"]);
  });

  it("sums self time per request by module and by function, leaving idle time out", () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: "(idle)", url: "", lineNumber: -1 } },
        { id: 2, callFrame: { functionName: "parseRow", url: "index.js", lineNumber: 10 } },
        { id: 3, callFrame: { functionName: "write", url: "", lineNumber: -1 } },
        { id: 4, callFrame: { functionName: "from", url: "node-internal:internal_buffer", lineNumber: 3 } },
      ],
      samples: [1, 2, 2, 3, 4],
      timeDeltas: [5000, 1000, 1000, 500, 500],
    };
    const summary = summarizeProfile(profile, 2, () => "pg");
    expect(summary.busyMs).toBe(1.5);
    expect(summary.byModule).toEqual({ pg: 1, "(native)": 0.25, "(node compat)": 0.25 });
    expect(summary.topFunctions[0]).toEqual({ fn: "parseRow [pg]", ms: 1 });
  });
});
