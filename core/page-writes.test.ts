import { describe, expect, it } from "vitest";
import { crossSiteWriteAnswer, isCrossSiteWrite, isPageMethod, isWriteMethod, methodNotAllowedAnswer, withoutForwardedHost } from "./page-writes";

const url = new URL("https://skinstack.example/account");

describe("isCrossSiteWrite", () => {
  it("is a write whose Origin names another host or no origin at all", () => {
    expect(isCrossSiteWrite("POST", "https://evil.test", url)).toBe(true);
    expect(isCrossSiteWrite("DELETE", "null", url)).toBe(true);
    expect(isCrossSiteWrite("PUT", "garbage", url)).toBe(true);
    expect(isCrossSiteWrite("PATCH", "https://skinstack.example:8443", url)).toBe(true);
  });

  it("is not a read, a write from this site, or one without an Origin", () => {
    expect(isCrossSiteWrite("GET", "https://evil.test", url)).toBe(false);
    expect(isCrossSiteWrite("OPTIONS", "https://evil.test", url)).toBe(false);
    expect(isCrossSiteWrite("POST", "https://skinstack.example", url)).toBe(false);
    expect(isCrossSiteWrite("POST", null, url)).toBe(false);
    expect(isWriteMethod("post")).toBe(true);
    expect(isWriteMethod("HEAD")).toBe(false);
  });
});

describe("crossSiteWriteAnswer", () => {
  it("is the api's {message, code} for a JSON client and a page for a browser", async () => {
    const json = crossSiteWriteAnswer("application/json");
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({ message: "Cross-site requests are not allowed", code: "cross_site" });
    const page = crossSiteWriteAnswer("text/html,application/xhtml+xml,*/*;q=0.8");
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("403 Forbidden");
  });
});

describe("withoutForwardedHost", () => {
  it("drops X-Forwarded-Host and keeps the rest of the request", async () => {
    const request = new Request(url, { method: "POST", headers: { "x-forwarded-host": "evil.test", origin: "https://skinstack.example" }, body: "a=1" });
    const passed = withoutForwardedHost(request);
    expect(passed.headers.has("x-forwarded-host")).toBe(false);
    expect(passed.headers.get("origin")).toBe("https://skinstack.example");
    expect(passed.method).toBe("POST");
    expect(await passed.text()).toBe("a=1");
  });
});

describe("isPageMethod and methodNotAllowedAnswer", () => {
  it("lets the methods of HTTP's ordinary requests through and nothing else", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "get"]) expect(isPageMethod(method), method).toBe(true);
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "FOO", ""]) expect(isPageMethod(method), method).toBe(false);
  });

  it("refuses the rest 405 with what a page allows, stored nowhere", async () => {
    const answer = methodNotAllowedAnswer();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await answer.text()).toBe("Method not allowed");
  });
});
