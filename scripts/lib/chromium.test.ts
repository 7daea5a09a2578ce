import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isExecutable, machineChromium, SYSTEM_CHROMIUM, unpackNpmChromium } from "./chromium";

describe("the Chromium for the end-to-end tests", () => {
  it("takes CHROME_PATH first, then the machine's, and none when neither is there", () => {
    expect(machineChromium({ CHROME_PATH: "/opt/chrome/chrome" }, () => true)).toEqual({ executablePath: "/opt/chrome/chrome", source: "CHROME_PATH" });
    expect(machineChromium({}, (f) => f === SYSTEM_CHROMIUM)).toEqual({ executablePath: SYSTEM_CHROMIUM, source: "machine" });
    expect(machineChromium({}, () => false)).toBeNull();
  });

  it("does not take a device or a folder for a browser (how a run hides the machine's)", () => {
    expect(isExecutable("/dev/null")).toBe(false);
    expect(isExecutable(os.tmpdir())).toBe(false);
    expect(isExecutable(process.execPath)).toBe(true);
  });

  it("keeps an unpacked browser and does not unpack it again", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-"));
    try {
      const target = path.join(dir, "153.0.0");
      fs.mkdirSync(target);
      fs.writeFileSync(path.join(target, ".complete"), "");
      // The bin folder does not exist: unpacking would throw.
      expect(() => unpackNpmChromium(path.join(dir, "no-bin"), target)).not.toThrow();
      expect(fs.readdirSync(dir)).toEqual(["153.0.0"]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
