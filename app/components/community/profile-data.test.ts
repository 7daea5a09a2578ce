import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { joinedText } from "./profile-data";

describe("joinedText", () => {
  it("names the month and year in UTC, in the reader's language", () => {
    expect(joinedText(translator("en"), "2026-03-31T23:30:00.000Z")).toBe("Joined March 2026");
    expect(joinedText(translator("fr"), "2026-03-31T23:30:00.000Z")).toBe("Membre depuis mars 2026");
    expect(joinedText(translator("de"), "2026-03-31T23:30:00.000Z")).toBe("Dabei seit März 2026");
    expect(joinedText(translator("en"), "garbage")).toBe("");
  });
});
