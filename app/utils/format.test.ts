import { describe, expect, it } from "vitest";
import { badgeText, cutText, formatDateTime, linkify, loginPath, relativeTime, safeRedirect, sentence, withArticle } from "./format";

describe("relativeTime", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it("minutes under an hour, hours under a day, else days", () => {
    expect(relativeTime(ago(0), now)).toBe("0m ago");
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe("59m ago");
    expect(relativeTime(ago(60 * 60_000), now)).toBe("1h ago");
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toBe("23h ago");
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe("1d ago");
    expect(relativeTime(ago(10 * 24 * 3_600_000), now)).toBe("10d ago");
  });

  it("a time in the future reads as just now, an invalid date as nothing", () => {
    expect(relativeTime(ago(-5 * 60_000), now)).toBe("0m ago");
    expect(relativeTime("not a date", now)).toBe("");
  });

  it("other languages say it as Intl.RelativeTimeFormat does, with the same units", () => {
    // ICU puts a no-break space in some languages' phrases: compared as plain spaces.
    const spaced = (text: string) => text.replace(/\s/g, " ");
    expect(spaced(relativeTime(ago(5 * 60_000), now, "fr"))).toBe("il y a 5 min");
    expect(spaced(relativeTime(ago(5 * 60_000), now, "de"))).toBe("vor 5 Min.");
    expect(spaced(relativeTime(ago(3 * 3_600_000), now, "es"))).toBe("hace 3 h");
    expect(spaced(relativeTime(ago(2 * 24 * 3_600_000), now, "de"))).toBe("vor 2 Tagen");
    expect(relativeTime("not a date", now, "fr")).toBe("");
  });
});

describe("badgeText", () => {
  it("shows the count, '99+' above 99, nothing at zero", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths only", () => {
    expect(safeRedirect("/results/5?new=true", "/add-stack")).toBe("/results/5?new=true");
    expect(safeRedirect(null, "/add-stack")).toBe("/add-stack");
    expect(safeRedirect("https://evil.example", "/add-stack")).toBe("/add-stack");
    expect(safeRedirect("//evil.example", "/add-stack")).toBe("/add-stack");
    expect(safeRedirect("/\\evil.example", "/add-stack")).toBe("/add-stack");
    expect(safeRedirect("javascript:alert(1)", "/add-stack")).toBe("/add-stack");
  });

  it("refuses paths a browser resolves off-site, and encodes what a Location header cannot carry", () => {
    // A browser drops the tab: '//evil.example'.
    expect(safeRedirect("/\t/evil.example", "/home")).toBe("/home");
    expect(safeRedirect("/\n/evil.example", "/home")).toBe("/home");
    // Dot segments removed: '//evil.example'.
    expect(safeRedirect("/.//evil.example", "/home")).toBe("/home");
    expect(safeRedirect("/a/..//evil.example", "/home")).toBe("/home");
    expect(safeRedirect("/\u0000", "/home")).toBe("/home");
    expect(safeRedirect("/\r\nSet-Cookie: x=1", "/home")).toBe("/home");
    expect(safeRedirect("/caf\u00e9?q=\u00e9#top", "/home")).toBe("/caf%C3%A9?q=%C3%A9#top");
    expect(safeRedirect("/%E0%A4%A", "/home")).toBe("/%E0%A4%A");
  });
});

describe("linkify", () => {
  it("turns http(s) URLs into links and leaves the rest as text", () => {
    const body = "Open this link:\nhttp://127.0.0.1:8788/verify-email?token=abc_123\n\nThanks";
    expect(linkify(body)).toEqual([
      { type: "text", text: "Open this link:\n" },
      {
        type: "link",
        href: "http://127.0.0.1:8788/verify-email?token=abc_123",
        text: "http://127.0.0.1:8788/verify-email?token=abc_123",
      },
      { type: "text", text: "\n\nThanks" },
    ]);
  });

  it("leaves a sentence's final punctuation out of the link", () => {
    expect(linkify("See https://skinstack.app/terms.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", href: "https://skinstack.app/terms", text: "https://skinstack.app/terms" },
      { type: "text", text: "." },
    ]);
  });

  it("plain text stays one part; empty text has none", () => {
    expect(linkify("no links here")).toEqual([{ type: "text", text: "no links here" }]);
    expect(linkify("")).toEqual([]);
  });
});

describe("sentence", () => {
  it("capitalises the first letter", () => {
    expect(sentence("email is required")).toBe("Email is required");
    expect(sentence("")).toBe("");
  });
});

describe("loginPath", () => {
  it("remembers the page (path and query) the visitor was on", () => {
    expect(loginPath("/create-post?stackId=5")).toBe("/login?redirectTo=%2Fcreate-post%3FstackId%3D5");
    expect(loginPath("/buy-credits", "/signup")).toBe("/signup?redirectTo=%2Fbuy-credits");
  });

  it("never remembers another site, the landing page or the sign-in pages themselves", () => {
    expect(loginPath("//evil.example/x")).toBe("/login");
    expect(loginPath("https://evil.example/x")).toBe("/login");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("/login?redirectTo=%2Fhome")).toBe("/login");
    expect(loginPath("/signup")).toBe("/login");
  });
});

describe("formatDateTime", () => {
  const at = "2026-11-25T23:30:00.000Z";

  it("shows the reader's time zone and locale", () => {
    expect(formatDateTime(at, { timeZone: "Asia/Tokyo", locale: "en-GB" })).toBe("26 Nov 2026, 08:30");
    expect(formatDateTime(at, { timeZone: "America/New_York", locale: "en-US" })).toBe("Nov 25, 2026, 6:30 PM");
  });

  it("marks UTC, and gives nothing for an invalid date", () => {
    expect(formatDateTime(at, { timeZone: "UTC", locale: "en-GB" })).toBe("25 Nov 2026, 23:30 UTC");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("withArticle", () => {
  it("writes 'An' before a vowel and 'A' before a consonant", () => {
    expect(withArticle("Acne Care routine")).toBe("An Acne Care routine");
    expect(withArticle("Even Tone routine")).toBe("An Even Tone routine");
    expect(withArticle("Hydration routine")).toBe("A Hydration routine");
  });
});

describe("cutText", () => {
  it("cuts to the limit, but never between the halves of an emoji", () => {
    expect(cutText("abcdef", 4)).toBe("abcd");
    expect(cutText("abc", 4)).toBe("abc");
    // "ab😀" is 4 UTF-16 units; at 3 the emoji would be cut in half.
    expect(cutText("ab😀c", 3)).toBe("ab");
    expect(cutText("ab😀c", 4)).toBe("ab😀");
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(cutText("😀".repeat(60), 101))).toBe(false);
  });
});
