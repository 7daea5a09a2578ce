/**
 * An attacker's sweep over every operation the OpenAPI document names: no auth, a member's and an
 * admin's session, malformed and oddly typed bodies, hostile path ids and query strings (arrays,
 * NaN, huge numbers). Whatever a client sends, the api answers below 500, and every 4xx is
 * `{message, code}`. Deterministic: the hostile values are a fixed list, not random.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import committed from "../../../docs/openapi.json";
import { MAX_BODY_BYTES } from "@core/request-limits";
import { googleSettings } from "../../../tests/helpers/google-settings";
import { call, signUp, uniqueEmail, verifyThroughOutbox } from "./helpers";

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
const doc = committed as unknown as { paths: Record<string, Record<string, Operation>> };

/** Operations that end the acting session or account whatever the body: swept without a session only. */
const ENDS_THE_SESSION = new Set(["POST /api/auth/logout", "POST /api/auth/sessions/revoke-all", "DELETE /api/account"]);

const HOSTILE_IDS = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  crypto.randomUUID(),
  "1",
  "-1",
  "NaN",
  "1e309",
  "%00",
  "%C0%AE%C0%AE",
  "..%2F..%2Fadmin",
  encodeURIComponent("ａｄｍｉｎ"),
  encodeURIComponent("\u202egnp.exe"),
  "x".repeat(3000),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent("😀".repeat(50)),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  "NaN",
  "Infinity",
  "-1",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "ａｄｍｉｎ",
  "x".repeat(20_000),
  true,
  [],
  [null],
  ["x".repeat(300)],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

/** Already percent-encoded, as they go on the wire (%ED%A0%80 is a lone surrogate, %C0%AE an overlong dot). */
/** The values tried one level down (inside an array's element): fewer, as those arrays are many. */
const NESTED_HOSTILE_VALUES: unknown[] = [null, -1, 1e308, "", "\u0000", "x".repeat(20_000), [], {}];

const HOSTILE_QUERY = ["", "-1", "0", "NaN", "1e999", "99999999999999999999", "abc", "%00", "x".repeat(5000), "%EF%BD%81", "%5Bobject%20Object%5D", "%ED%A0%80", "%C0%AE", "%", "%zz"];

const RAW_BODIES = ["{", "[]", "null", "123", '"str"', '{"a":1,"a":2}', "\u0000", "{\"__proto__\":{\"role\":\"admin\"}}", "[".repeat(5000) + "]".repeat(5000)];

function bodySchema(op: Operation) {
  return op.requestBody?.content["application/json"]?.schema;
}

/** A plausible value of the schema's type, so a single hostile property is what fails validation. */
function plausible(schema: Schema | undefined): unknown {
  if (!schema) return "x";
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "string") return "x";
  if (type === "number" || type === "integer") return 1;
  if (type === "boolean") return true;
  if (type === "array") return [];
  if (type === "object") return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
  return "x";
}

function fillPath(path: string, id: string) {
  return path.replace(/\{[^}]+\}/g, id);
}

interface Attempt {
  label: string;
  path: string;
  init: { method: string; body?: string; headers?: Record<string, string> };
}

function attemptsFor(method: string, path: string, op: Operation): Attempt[] {
  const out: Attempt[] = [];
  const upper = method.toUpperCase();
  const schema = bodySchema(op);
  const json = (body: unknown) => JSON.stringify(body);
  const jsonInit = (body: string) => ({ method: upper, body, headers: { "content-type": "application/json" } });
  const basePath = fillPath(path, crypto.randomUUID());
  const baseBody = schema ? plausible(schema) : undefined;

  for (const id of path.includes("{") ? HOSTILE_IDS : []) {
    out.push({ label: `id ${id.slice(0, 40)}`, path: fillPath(path, id), init: baseBody === undefined ? { method: upper } : jsonInit(json(baseBody)) });
  }
  const queryNames = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  for (const name of queryNames) {
    for (const v of HOSTILE_QUERY) {
      out.push({ label: `query ${name}=${v.slice(0, 20)}`, path: `${basePath}?${name}=${v}`, init: { method: upper } });
    }
    out.push({ label: `query ${name} twice`, path: `${basePath}?${name}=1&${name}=2`, init: { method: upper } });
    out.push({ label: `query ${name}[]`, path: `${basePath}?${name}[]=1&${name}[]=2`, init: { method: upper } });
  }
  if (upper !== "GET") {
    for (const raw of RAW_BODIES) out.push({ label: `raw body ${raw.slice(0, 20)}`, path: basePath, init: jsonInit(raw) });
    out.push({ label: "form body", path: basePath, init: { method: upper, body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } } });
    out.push({ label: "too large", path: basePath, init: jsonInit(json({ x: "x".repeat(MAX_BODY_BYTES + 10) })) });
  }
  for (const [name, propSchema] of Object.entries(schema?.properties ?? {})) {
    const base = (baseBody ?? {}) as Record<string, unknown>;
    for (const v of HOSTILE_VALUES) {
      out.push({ label: `${name}=${JSON.stringify(v)?.slice(0, 30)}`, path: basePath, init: jsonInit(json({ ...base, [name]: v })) });
    }
    // One level down: a hostile element of an array of objects (products, entries).
    if (propSchema.items?.properties) {
      const element = plausible(propSchema.items) as Record<string, unknown>;
      for (const inner of Object.keys(propSchema.items.properties)) {
        for (const v of NESTED_HOSTILE_VALUES) {
          out.push({ label: `${name}[0].${inner}=${JSON.stringify(v)?.slice(0, 30)}`, path: basePath, init: jsonInit(json({ ...base, [name]: [{ ...element, [inner]: v }] })) });
        }
      }
    }
  }
  if (schema) out.push({ label: "plausible body", path: basePath, init: jsonInit(json(baseBody)) });
  return out;
}

const OPERATIONS = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op, name: `${method.toUpperCase()} ${path}` })));

let admin: { token: string; email: string };
let member: { token: string };
/** Google sign-in configured against the fake issuer, so its callback is attacked rather than refused as unconfigured. */
const adminEnv = () => ({ ADMIN_EMAILS: admin.email, ...googleSettings(inject("oauthIssuer"), { id: "skinstack-test-client", secret: "test-secret" }) });

beforeAll(async () => {
  const email = uniqueEmail("fuzzer");
  const res = await call("/api/auth/signup", { method: "POST", json: { name: "Fuzz Tester", email, password: "correct horse battery" } }, { ADMIN_EMAILS: email });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string };
  await verifyThroughOutbox(email);
  admin = { token: body.token, email };
  member = await signUp();
});

/**
 * How many attempts of one sweep are in flight at once: none depends on another's answer, so they
 * are sent a few at a time rather than one after another (the sweep's time was waiting on each
 * answer). The problems keep the attempts' order.
 */
const IN_FLIGHT = 6;

async function problemsOf(attempts: Attempt[], token: string | undefined): Promise<(string | null)[]> {
  const problems = new Array<string | null>(attempts.length).fill(null);
  let next = 0;
  const sender = async () => {
    while (next < attempts.length) {
      const i = next++;
      problems[i] = await problemOf(attempts[i], token);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, attempts.length) }, sender));
  return problems;
}

async function problemOf(a: Attempt, token: string | undefined): Promise<string | null> {
  const headers = new Headers(a.init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  let res: Response;
  try {
    res = await call(a.path, { ...a.init, headers }, adminEnv());
  } catch (error) {
    return `${a.label}: threw ${String(error)}`;
  }
  if (res.status >= 500) return `${a.label}: ${res.status} ${(await res.text()).slice(0, 200)}`;
  if (res.status >= 400) {
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${a.label}: ${res.status} not JSON: ${text.slice(0, 100)}`;
    }
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    if (typeof message !== "string" || typeof code !== "string") return `${a.label}: ${res.status} without {message, code}: ${text.slice(0, 100)}`;
  } else {
    await res.body?.cancel();
  }
  return null;
}

describe("every operation of docs/openapi.json under hostile input", () => {
  it.each(OPERATIONS)("$name: no 5xx, every 4xx is {message, code}", { timeout: 120_000 }, async ({ method, path, op, name }) => {
    const attempts = attemptsFor(method, path, op);
    const problems: string[] = [];
    for (const p of await problemsOf(attempts, undefined)) {
      if (p) problems.push(`no auth, ${p}`);
    }
    if (!ENDS_THE_SESSION.has(name)) {
      // Admin routes are swept as an admin (a member gets 403 before reading anything); the rest as a member.
      const isAdminRoute = path.startsWith("/api/admin") || path.startsWith("/api/test-prompt");
      for (const [who, token] of [isAdminRoute ? (["admin", admin.token] as const) : (["member", member.token] as const)]) {
        for (const p of await problemsOf(attempts, token)) {
          if (p) problems.push(`${who}, ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
