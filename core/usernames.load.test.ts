import { describe, expect, it, vi } from "vitest";

// Counts the skeletons made: the module itself must make none when it loads.
vi.mock("./confusables", async (importOriginal) => {
  const original = await importOriginal<typeof import("./confusables")>();
  return { ...original, confusableSkeleton: vi.fn(original.confusableSkeleton) };
});

describe("core/usernames when it loads", () => {
  it("builds no confusable skeleton (the table) until a display name is checked", async () => {
    // A fresh copy of the modules (the unit project shares them between files), loaded through the mock.
    vi.resetModules();
    const { confusableSkeleton } = await import("./confusables");
    const { displayNameProblem } = await import("./usernames");
    expect(confusableSkeleton).not.toHaveBeenCalled();
    expect(displayNameProblem("Ѕuррort")).not.toBeNull();
    expect(displayNameProblem("the Skin Stack team")).not.toBeNull();
    expect(displayNameProblem("Ada Lovelace")).toBeNull();
    expect(confusableSkeleton).toHaveBeenCalled();
  });
});
