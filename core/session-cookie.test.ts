import { describe, expect, it } from "vitest";
import { carriesSessionCookie } from "./session-cookie";

describe("carriesSessionCookie", () => {
  it("finds the session cookie however the api's parser would still read it", () => {
    expect(carriesSessionCookie("session=abc")).toBe(true);
    expect(carriesSessionCookie("theme=dark; session=abc")).toBe(true);
    expect(carriesSessionCookie("theme=dark;session=abc")).toBe(true);
    expect(carriesSessionCookie("session =abc")).toBe(true);
    expect(carriesSessionCookie("theme=dark;\tsession\t= abc")).toBe(true);
    expect(carriesSessionCookie("Session=abc")).toBe(true);
  });

  it("is not fooled by other cookies that merely contain the word", () => {
    expect(carriesSessionCookie(null)).toBe(false);
    expect(carriesSessionCookie("")).toBe(false);
    expect(carriesSessionCookie("theme=dark")).toBe(false);
    expect(carriesSessionCookie("my_session=abc; x=session=1")).toBe(false);
    expect(carriesSessionCookie("session")).toBe(false);
  });
});
