import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share";

const data = { url: "https://skinstack.test/u/ana", title: "Ana on Skinstack" };

describe("shareLink", () => {
  it("opens the share sheet when the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link when there is no share sheet, or it cannot share this", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe("copied");
    expect(await shareLink(data, { share: vi.fn(), canShare: () => false, clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it("treats a closed share sheet as cancelled, and another share error as a reason to copy", async () => {
    const abort = Object.assign(new Error("closed"), { name: "AbortError" });
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(abort), clipboard: { writeText } })).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(new Error("NotAllowed")), clipboard: { writeText } })).toBe("copied");
  });

  it("fails when nothing works", async () => {
    expect(await shareLink(data, undefined)).toBe("failed");
    expect(await shareLink(data, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } })).toBe("failed");
  });
});
