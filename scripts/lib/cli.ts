/** What the npm-script entry points share: knowing they were run, and their arguments and settings. */
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Whether the module at `moduleUrl` (its import.meta.url) is the script Node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === path.resolve(process.argv[1]);
}

/** DATABASE_URL, or an error and exit status 1 without it. */
export function databaseUrlOrExit(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set");
    process.exit(1);
  }
  return url;
}

/** The first argument after the script (a file), or `usage` and exit status 2 without it. */
export function fileArgumentOrExit(usage: string): string {
  const file = process.argv[2];
  if (!file) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return file;
}
