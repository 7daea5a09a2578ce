import { describe, expect, it } from "vitest";
import { pageWidth } from "./page-width";

describe("pageWidth", () => {
  it("widens the screens that list or compare things", () => {
    for (const path of ["/", "/home", "/explore", "/results/abc", "/library", "/library/abc", "/admin", "/advanced-analysis", "/advanced-analysis/abc"]) {
      expect(pageWidth(path), path).toBe("wide");
    }
  });

  it("keeps forms and reading at a reading width", () => {
    for (const path of ["/login", "/signup", "/account", "/buy-credits", "/add-stack", "/edit-stack/abc", "/privacy", "/methodology", "/homeless", "/results"]) {
      expect(pageWidth(path), path).toBe("reading");
    }
  });
});
