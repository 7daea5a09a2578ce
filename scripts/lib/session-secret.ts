/**
 * The api's SESSION_SECRET for local runs (`npm start`, `npm run dev`): made randomly the first
 * time and kept in the data directory (.data/session-secret, readable by its owner only), so local
 * sessions survive a restart and no secret is ever a constant of the repository (issue #26).
 * `--fresh` removes the data directory, and with it the secret: every old token dies.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SESSION_SECRET_FILE = "session-secret";

export function localSessionSecret(dataRoot: string): string {
  const file = path.join(dataRoot, SESSION_SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(dataRoot, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
