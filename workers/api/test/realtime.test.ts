import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { streamTickets } from "@db/schema";
import { sha256Hex } from "../src/lib/tokens";
import { EVALUATION_DLQ, EVALUATION_QUEUE } from "../src/queue/jobs";
import type { StreamEvent } from "../src/realtime/events";
import { notifyUser, userHub } from "../src/realtime/notify";
import { CLOSE_REPLACED, CLOSE_SESSION_ENDED } from "../src/realtime/user-events";
import { call, deliverJob, pendingJobOf, signUp, testEnv, withTestDb } from "./helpers";

/** Reads the JSON messages of a WebSocket (the client end of a 101 answer), one by one. */
function socketReader(ws: WebSocket) {
  const queue: StreamEvent[] = [];
  const waiting: Array<() => void> = [];
  let closed: { code: number; reason: string } | null = null;
  const wake = () => waiting.splice(0).forEach((fn) => fn());
  ws.addEventListener("message", (m) => {
    queue.push(JSON.parse(String(m.data)) as StreamEvent);
    wake();
  });
  ws.addEventListener("close", (e) => {
    closed = { code: e.code, reason: e.reason };
    wake();
  });
  ws.accept();
  async function next(timeoutMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = queue.shift();
      if (event) return event;
      if (closed) throw new Error(`socket closed ${closed.code}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  async function until<T extends StreamEvent["type"]>(type: T, timeoutMs = 5000) {
    for (;;) {
      const event = await next(timeoutMs);
      if (event.type === type) return event as Extract<StreamEvent, { type: T }>;
    }
  }
  /** Resolves with the close code once the server closed the socket. */
  async function closedWith(timeoutMs = 5000): Promise<number> {
    await vi.waitFor(() => expect(closed).not.toBeNull(), { timeout: timeoutMs });
    return closed!.code;
  }
  return {
    ws,
    next,
    until,
    closedWith,
    close: async () => {
      try {
        ws.close(1000, "done");
      } catch {
        // already closed
      }
    },
  };
}

const open: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function connectSocket(init: Parameters<typeof call>[1] = {}, path = "/api/user/updates") {
  const headers = new Headers(init.headers);
  headers.set("upgrade", "websocket");
  const res = await call(path, { ...init, headers });
  expect(res.status).toBe(101);
  expect(res.webSocket).toBeTruthy();
  const socket = socketReader(res.webSocket!);
  open.push(socket);
  return socket;
}

describe("GET /api/user/updates", () => {
  it("is a WebSocket only: without the upgrade, 426 websocket_required (a ticket is not spent on it)", async () => {
    const { token } = await signUp();
    const res = await call("/api/user/updates", { token });
    expect(res.status).toBe(426);
    expect(await res.json()).toMatchObject({ code: "websocket_required", message: expect.any(String) });
    const { url } = (await (await call("/api/user/stream-ticket", { method: "POST", token })).json()) as { url: string };
    expect((await call(url)).status).toBe(426);
    expect((await (await connectSocket({}, url)).next()).type).toBe("connected");
  });

  it("needs a session or a ticket", async () => {
    const res = await call("/api/user/updates", { headers: { upgrade: "websocket" } });
    expect(res.status).toBe(401);
  });

  it("refuses the long-lived session token in the URL", async () => {
    const { token } = await signUp();
    const res = await call(`/api/user/updates?token=${encodeURIComponent(token)}`, { headers: { upgrade: "websocket" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "token_in_url" });
    // ...even alongside a valid cookie: the URL credential is never used.
    const withCookie = await call(`/api/user/updates?token=${encodeURIComponent(token)}`, { headers: { cookie: `session=${token}`, upgrade: "websocket" } });
    expect(withCookie.status).toBe(400);
  });
});

describe("GET /api/user/updates as a WebSocket", () => {
  it("opens with connected and the current credits; pushed events arrive as JSON messages", async () => {
    const { token, user } = await signUp();
    const socket = await connectSocket({ token });
    expect((await socket.next()).type).toBe("connected");
    expect(await socket.next()).toEqual({ type: "credits_updated", credits: 3 });
    await notifyUser(testEnv(), user.id, { type: "evaluation_ready", stackId: "s-ws" });
    expect(await socket.next()).toEqual({ type: "evaluation_ready", stackId: "s-ws" });
  });

  it("answers a ping with a heartbeat (the runtime's auto-response)", async () => {
    const { token } = await signUp();
    const socket = await connectSocket({ token });
    await socket.until("credits_updated");
    socket.ws.send("ping");
    expect(await socket.next()).toEqual({ type: "heartbeat" });
  });

  it("accepts the session cookie from the app's own origin and refuses it from another site", async () => {
    const { token } = await signUp();
    const same = await connectSocket({ headers: { cookie: `session=${token}`, origin: "http://app.test" } });
    expect((await same.next()).type).toBe("connected");
    const foreign: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const res = await call("/api/user/updates", { headers: { ...headers, cookie: `session=${token}`, upgrade: "websocket" } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "cross_site" });
    }
    expect((await call("/api/user/updates", { headers: { upgrade: "websocket" } })).status).toBe(401);
  });

  it("opens with a single-use ticket from any page (the ticket was asked for with the session)", async () => {
    const { token } = await signUp();
    const { url } = (await (await call("/api/user/stream-ticket", { method: "POST", token })).json()) as { url: string };
    const socket = await connectSocket({ headers: { origin: "https://elsewhere.example" } }, url);
    expect((await socket.next()).type).toBe("connected");
    expect((await call(url, { headers: { upgrade: "websocket" } })).status).toBe(401);
  });

  it("closes the oldest socket beyond 10 per user", async () => {
    const { token } = await signUp();
    const sockets = [];
    for (let i = 0; i < 10; i++) sockets.push(await connectSocket({ token }));
    const eleventh = await connectSocket({ token });
    expect(await sockets[0].closedWith()).toBe(CLOSE_REPLACED);
    expect((await eleventh.next()).type).toBe("connected");
    for (const s of sockets.slice(1)) expect((await s.next()).type).toBe("connected");
  });
});

describe("stream tickets", () => {
  it("are single-use, stored hashed, and open the stream", async () => {
    const { token, user } = await signUp();
    const res = await call("/api/user/stream-ticket", { method: "POST", token });
    expect(res.status).toBe(201);
    const { ticket, url } = (await res.json()) as { ticket: string; url: string; expiresAt: string };
    expect(url).toBe(`/api/user/updates?ticket=${ticket}`);
    const rows = await withTestDb((db) => db.select().from(streamTickets).where(eq(streamTickets.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].ticketHash).toBe(await sha256Hex(ticket));
    expect(rows[0].ticketHash).not.toContain(ticket);

    const socket = await connectSocket({}, url);
    expect((await socket.next()).type).toBe("connected");
    expect(await socket.next()).toEqual({ type: "credits_updated", credits: 3 });

    const again = await call(url, { headers: { upgrade: "websocket" } });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "invalid_ticket" });
  });

  it("expire", async () => {
    const { token, user } = await signUp();
    const { ticket } = (await (await call("/api/user/stream-ticket", { method: "POST", token })).json()) as { ticket: string };
    await withTestDb((db) => db.update(streamTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(streamTickets.userId, user.id)));
    expect((await call(`/api/user/updates?ticket=${ticket}`, { headers: { upgrade: "websocket" } })).status).toBe(401);
  });

  /** One user signed in twice (from `ip` the second time), each session connected by `connectWith` and past `connected`. */
  async function twoConnectedSessions<T extends { next(): Promise<StreamEvent> }>(connectWith: (init: { token: string }) => Promise<T>, ip: string) {
    const { token, email, password } = await signUp();
    const login = await call("/api/auth/login", { method: "POST", json: { email, password }, headers: { "cf-connecting-ip": ip } });
    const other = ((await login.json()) as { token: string }).token;
    const leaving = await connectWith({ token });
    expect((await leaving.next()).type).toBe("connected");
    const staying = await connectWith({ token: other });
    expect((await staying.next()).type).toBe("connected");
    return { token, other, leaving, staying };
  }

  it("logout closes that session's sockets and voids its tickets; the user's other sessions keep theirs", async () => {
    const { token, other, leaving, staying } = await twoConnectedSessions(connectSocket, "10.44.0.2");
    const { ticket } = (await (await call("/api/user/stream-ticket", { method: "POST", token })).json()) as { ticket: string };

    expect((await call("/api/auth/logout", { method: "POST", token })).status).toBe(200);
    // The signed-out session's socket is closed (the hub's disconnect)...
    expect(await leaving.closedWith()).toBe(CLOSE_SESSION_ENDED);
    // ...its ticket opens nothing...
    expect((await call(`/api/user/updates?ticket=${ticket}`, { headers: { upgrade: "websocket" } })).status).toBe(401);
    // ...and the other session still gets events.
    await call("/api/user/trigger-update", { method: "POST", token: other });
    expect((await staying.until("credits_updated")).credits).toBe(3);
  });

  it("reject unknown and malformed tickets, and need a session to be issued", async () => {
    const upgrade = { headers: { upgrade: "websocket" } };
    expect((await call(`/api/user/updates?ticket=${"x".repeat(43)}`, upgrade)).status).toBe(401);
    expect((await call(`/api/user/updates?ticket=short`, upgrade)).status).toBe(401);
    expect((await call("/api/user/stream-ticket", { method: "POST" })).status).toBe(401);
  });
});

describe("pushing events", () => {
  it("notifyUser reaches every open socket of that user only", async () => {
    const a = await signUp();
    const b = await signUp();
    const first = await connectSocket({ token: a.token });
    const second = await connectSocket({ token: a.token });
    const other = await connectSocket({ token: b.token });
    for (const s of [first, second, other]) await s.until("credits_updated");
    await notifyUser(testEnv(), a.user.id, { type: "evaluation_ready", stackId: "s-1" });
    expect(await first.next()).toEqual({ type: "evaluation_ready", stackId: "s-1" });
    expect(await second.next()).toEqual({ type: "evaluation_ready", stackId: "s-1" });
    await notifyUser(testEnv(), b.user.id, { type: "credits_updated", credits: 42 });
    expect(await other.next()).toEqual({ type: "credits_updated", credits: 42 });
  });

  it("POST /api/user/trigger-update pushes the current credits", async () => {
    const { token, user } = await signUp();
    const stream = await connectSocket({ token });
    await stream.until("credits_updated");
    await withTestDb((db) => db.execute(`update users set credits = 7 where id = '${user.id}'`));
    const res = await call("/api/user/trigger-update", { method: "POST", token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ credits: 7 });
    expect(await stream.next()).toEqual({ type: "credits_updated", credits: 7 });
    expect((await call("/api/user/trigger-update", { method: "POST" })).status).toBe(401);
  });

  it("never breaks the caller: no binding, or a failing one, is only logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(notifyUser(testEnv({ USER_EVENTS: undefined } as never), "u", { type: "credits_updated", credits: 1 })).resolves.toBeUndefined();
    const broken = {
      idFromName: () => ({}),
      get: () => ({ publish: async () => { throw new Error("object unreachable"); } }),
    };
    await expect(notifyUser(testEnv({ USER_EVENTS: broken } as never), "u", { type: "credits_updated", credits: 1 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("notifyUser: delivery failed", "credits_updated", "object unreachable");
  });

  it("a request still succeeds when delivery fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = { idFromName: () => ({}), get: () => ({ publish: async () => { throw new Error("down"); } }) };
    const { token } = await signUp();
    const res = await call("/api/user/trigger-update", { method: "POST", token }, { USER_EVENTS: broken } as never);
    expect(res.status).toBe(200);
  });
});

const product = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });

describe("evaluation events", () => {
  it("evaluate-stack pushes the debited credits; the consumer pushes evaluation_ready", async () => {
    const { token, user } = await signUp();
    const stream = await connectSocket({ token });
    await stream.until("credits_updated");
    const res = await call("/api/evaluate-stack", {
      method: "POST",
      token,
      json: { goal: "hydration", morningProducts: [product("A")], nightProducts: [product("B")] },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect(await stream.next()).toEqual({ type: "credits_updated", credits: 2 });
    await deliverJob(EVALUATION_QUEUE, await pendingJobOf(id, user.id));
    expect(await stream.next()).toEqual({ type: "evaluation_ready", stackId: id, status: "evaluated" });
  });

  it("a dead-lettered job pushes the refunded credits and a failed evaluation_ready", async () => {
    const { token, user } = await signUp();
    const res = await call("/api/evaluate-stack", {
      method: "POST",
      token,
      json: { goal: "glow", morningProducts: [product("A")], nightProducts: [product("B")] },
    });
    const { id } = (await res.json()) as { id: string };
    const job = await pendingJobOf(id, user.id);
    const stream = await connectSocket({ token });
    expect(await stream.until("credits_updated")).toEqual({ type: "credits_updated", credits: 2 });
    await deliverJob(EVALUATION_DLQ, job);
    expect(await stream.next()).toEqual({ type: "credits_updated", credits: 3 });
    expect(await stream.next()).toEqual({ type: "evaluation_ready", stackId: id, status: "failed" });
  });
});

describe("the UserEvents object's RPC methods", () => {
  it("publish answers how many sockets it reached and refuses malformed events; disconnect closes the sessions named", async () => {
    const { token, user, email, password } = await signUp();
    const login = await call("/api/auth/login", { method: "POST", json: { email, password }, headers: { "cf-connecting-ip": "10.44.0.3" } });
    const other = ((await login.json()) as { token: string; sessionId?: string }).token;
    const mine = await connectSocket({ token });
    const theirs = await connectSocket({ token: other });
    for (const s of [mine, theirs]) await s.until("credits_updated");
    const hub = userHub(testEnv(), user.id)!;
    expect(await hub.publish({ type: "evaluation_ready", stackId: "s-rpc" })).toBe(2);
    for (const s of [mine, theirs]) expect(await s.next()).toEqual({ type: "evaluation_ready", stackId: "s-rpc" });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await hub.publish({ type: "nope" } as never)).toBe(0);

    const sessionOf = async (t: string) => ((await (await call("/api/auth/sessions", { token: t })).json()) as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current)!.id;
    expect(await hub.disconnect([await sessionOf(other)])).toBe(1);
    expect(await theirs.closedWith()).toBe(CLOSE_SESSION_ENDED);
    expect(await hub.publish({ type: "credits_updated", credits: 5 })).toBe(1);
    expect(await mine.next()).toEqual({ type: "credits_updated", credits: 5 });
    expect(await hub.disconnect()).toBe(1);
    expect(await mine.closedWith()).toBe(CLOSE_SESSION_ENDED);
  });
});
