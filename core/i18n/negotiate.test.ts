import { describe, expect, it } from "vitest";
import { decideLanguage, languageCandidates, parseAcceptLanguage } from "./negotiate";

const SUPPORTED = ["en", "de", "es", "fr"];

describe("Accept-Language", () => {
  it("orders ranges by weight, keeping the header's order for ties, without q=0 or junk", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-ch", "fr", "en", "de", "*"]);
    expect(parseAcceptLanguage("de;q=0.2, es, en;q=0")).toEqual(["es", "de"]);
    expect(parseAcceptLanguage("<script>, fr;q=abc, es")).toEqual(["es"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it("negotiates by primary subtag against the supported languages", () => {
    expect(decideLanguage({ acceptLanguage: "fr-CA,fr;q=0.9" }, SUPPORTED)).toBe("fr");
    expect(decideLanguage({ acceptLanguage: "it-IT,it;q=0.9,es;q=0.5" }, SUPPORTED)).toBe("es");
    expect(languageCandidates({ acceptLanguage: "it, ja" })).toEqual(["it", "ja"]);
    expect(decideLanguage({ acceptLanguage: "it, ja" }, SUPPORTED)).toBe("en");
    expect(languageCandidates({ acceptLanguage: "" })).toEqual([]);
    // "*" ends the list: what follows it is not asked for.
    expect(languageCandidates({ acceptLanguage: "it, *, fr;q=0.1" })).toEqual(["it"]);
  });
});

describe("the request's language", () => {
  it("is the account's setting, else the lang cookie, else Accept-Language, else English", () => {
    expect(decideLanguage({ account: "de", cookie: "lang=es", acceptLanguage: "fr" }, SUPPORTED)).toBe("de");
    expect(decideLanguage({ account: null, cookie: "session=x; lang=es", acceptLanguage: "fr" }, SUPPORTED)).toBe("es");
    expect(decideLanguage({ cookie: "lang=xx", acceptLanguage: "fr" }, SUPPORTED)).toBe("fr");
    expect(decideLanguage({ account: "xx", acceptLanguage: "ja" }, SUPPORTED)).toBe("en");
    expect(decideLanguage({}, SUPPORTED)).toBe("en");
  });

  it("reads only the cookie named lang", () => {
    expect(languageCandidates({ cookie: "slang=fr; lang=de" })).toEqual(["de"]);
    expect(languageCandidates({ cookie: "slang=fr" })).toEqual([]);
  });
});
