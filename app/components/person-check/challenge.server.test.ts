import { describe, expect, it } from "vitest";
import { challengeSettings } from "./challenge.server";

describe("challengeSettings", () => {
  it("uses Turnstile whenever the web app has a site key", () => {
    expect(challengeSettings({ TURNSTILE_SITE_KEY: "0x4AAA-site", ENVIRONMENT: "production" })).toEqual({ siteKey: "0x4AAA-site", standIn: false });
    expect(challengeSettings({ TURNSTILE_SITE_KEY: " 0x4AAA-site ", ENVIRONMENT: "development" })).toEqual({ siteKey: "0x4AAA-site", standIn: false });
  });

  it("shows the local stand-in without a key outside production only", () => {
    expect(challengeSettings({ ENVIRONMENT: "development" })).toEqual({ siteKey: null, standIn: true });
    expect(challengeSettings({ TURNSTILE_SITE_KEY: "  ", ENVIRONMENT: "test" })).toEqual({ siteKey: null, standIn: true });
    expect(challengeSettings({ ENVIRONMENT: "production" })).toEqual({ siteKey: null, standIn: false });
    expect(challengeSettings({})).toEqual({ siteKey: null, standIn: true });
  });
});
