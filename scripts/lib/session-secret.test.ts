import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localSessionSecret, SESSION_SECRET_FILE } from "./session-secret";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "session-secret-"));
  dirs.push(dir);
  return path.join(dir, ".data");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("localSessionSecret", () => {
  it("makes a random secret on first start, keeps it in the data directory for its owner only, and reuses it", () => {
    const data = tempDir();
    const first = localSessionSecret(data);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(first).not.toBe("local-development-secret-not-for-production");
    expect(localSessionSecret(data)).toBe(first);
    expect(fs.statSync(path.join(data, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(localSessionSecret(tempDir())).not.toBe(first);
  });

  it("replaces a kept value too short to be a secret", () => {
    const data = tempDir();
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(path.join(data, SESSION_SECRET_FILE), "short\n");
    expect(localSessionSecret(data)).toMatch(/^[\w-]{43}$/);
  });
});
