/**
 * A small bridge to a plain PostgreSQL or PGlite-socket server on this machine, with two fronts:
 * - WebSocket, so that the Neon driver (which speaks PostgreSQL over WebSockets) can reach it;
 * - TCP (`tcpPort`), where node-postgres connects, as the Hyperdrive binding's local connection
 *   string does (ADR 0015).
 * Both fronts share what the local setups need of the bridge: one database connection at a time for
 * PGlite (`serialize`) and the fault drills (`offline`, `loseReplyTo`). Only loopback targets are
 * allowed: this is a local development and test tool, never a deployed proxy.
 */
import { EventEmitter } from "node:events";
import net from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1"]);

/** PostgreSQL's Terminate message: 'X' followed by the length 4. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);
function endsWithTerminate(chunk: Buffer): boolean {
  return chunk.length >= 5 && chunk.subarray(chunk.length - 5).equals(TERMINATE);
}

/**
 * How the bridge behaves while offline (a fault drill: the database unreachable):
 * - "refuse": new WebSocket upgrades are refused at once (HTTP 503), like a host that answers
 *   with a reset;
 * - "blackhole": new WebSocket upgrades are never answered, like packets lost on the way (the
 *   client must give up by its own timeout).
 * Either way every open connection is cut at once (both sides destroyed, no close handshake), which
 * aborts in-flight transactions exactly like a network cut.
 */
export type OfflineMode = "refuse" | "blackhole";

export interface Bridge {
  /** The WebSocket front (the Neon driver's `wsProxy`). */
  port: number;
  /** The TCP front: a PostgreSQL connection string naming 127.0.0.1 and this port reaches the target. */
  tcpPort: number;
  close(): Promise<void>;
  /** Makes the database unreachable through this bridge until `online()` (test fault drills). */
  offline(mode?: OfflineMode): void;
  /** Serves connections again (connections held by a black hole are cut). */
  online(): void;
  /** The current offline mode, or null while the bridge forwards normally. */
  readonly offlineMode: OfflineMode | null;
  /**
   * Arms a one-shot fault: the next message a client sends whose text matches reaches the database,
   * then that connection is cut before the answer comes back. With /commit/i, the transaction is
   * committed while the application sees a network error (it cannot know the outcome). `null`
   * disarms it.
   */
  loseReplyTo(statement: RegExp | null): void;
}

/**
 * A TCP client dressed as the part of a `ws` WebSocket that the bridge uses, so that both fronts
 * share one connection handler: each chunk read is a message, `close` ends, `terminate` cuts.
 */
class TcpClient extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  constructor(private readonly socket: net.Socket) {
    super();
    socket.on("data", (chunk) => this.emit("message", chunk));
    socket.on("close", () => {
      this.readyState = 3;
      this.emit("close");
    });
    socket.on("error", (error) => this.emit("error", error));
  }
  send(data: Buffer) {
    this.socket.write(data);
  }
  close() {
    this.socket.end();
  }
  terminate() {
    this.socket.destroy();
  }
}

/**
 * `databaseUrl` (a server on this machine) as reached through a front on `tcpPort` of this machine,
 * a bridge's TCP front or the local pool: what the Hyperdrive binding's local connection string and
 * node-postgres take. Wrangler requires a password in it; local servers with trust authentication
 * ignore it.
 */
export function onLocalPort(databaseUrl: string, tcpPort: number): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(tcpPort);
  if (!url.password) url.password = "local";
  return url.toString();
}

/** Host and port of a database URL, the bridge's target. */
export function targetOfUrl(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port || 5432) };
}

function targetOf(url: string | undefined, fallback?: { host: string; port: number }) {
  const address = new URL(url ?? "/", "http://x").searchParams.get("address");
  if (!address) return fallback ?? null;
  const at = address.lastIndexOf(":");
  const host = address.slice(0, at).replace(/^\[|\]$/g, "");
  const port = Number(address.slice(at + 1));
  if (!LOOPBACK.has(host) || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  return { host, port };
}

export function startBridge(options: {
  port?: number;
  host?: string;
  /** Where to connect when the client does not name an address. */
  target?: { host: string; port: number };
  /**
   * One database connection at a time; later clients wait their turn. PGlite has a single
   * backend, and its socket server drops connections when several interleave.
   */
  serialize?: boolean;
  /** The TCP front's port (default: any free one). */
  tcpPort?: number;
}): Promise<Bridge> {
  let offlineMode: OfflineMode | null = null;
  let replyToLose: RegExp | null = null;
  /** Cuts one connection without a close handshake (its database socket too). */
  const cuts = new Set<() => void>();
  const wss = new WebSocketServer({
    port: options.port ?? 0,
    host: options.host ?? "127.0.0.1",
    verifyClient: (info, accept) => {
      if (offlineMode === "refuse") return accept(false, 503, "database offline");
      if (offlineMode === "blackhole") {
        // The upgrade is never answered: the client's WebSocket stays connecting until it gives up.
        const socket = info.req.socket;
        const cut = () => socket.destroy();
        cuts.add(cut);
        socket.once("close", () => cuts.delete(cut));
        return;
      }
      accept(true);
    },
  });
  const waiting: Array<() => void> = [];
  let active = 0;
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  const acquire = (start: () => void) => {
    if (!options.serialize || active === 0) {
      active++;
      start();
    } else {
      waiting.push(() => {
        active++;
        start();
      });
    }
  };

  const debug = process.env.BRIDGE_DEBUG ? (...a: unknown[]) => console.error("[bridge]", ...a) : () => {};
  let seq = 0;
  const serve = (ws: WebSocket | TcpClient, target: { host: string; port: number } | null) => {
    const id = ++seq;
    const opened = Date.now();
    debug(id, "open", "active", active, "waiting", waiting.length);
    ws.on("close", () => debug(id, "client closed after", Date.now() - opened, "ms"));
    if (!target) {
      ws.close(1008, "target not allowed");
      return;
    }
    const pending: Buffer[] = [];
    let closeAfterFlush = false;
    let socket: net.Socket | null = null;
    let closed = false;
    /** Set when the last message must still reach the database although the client is cut. */
    let flushOnClose = false;
    ws.on("message", (data) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (replyToLose?.test(chunk.toString("latin1"))) {
        replyToLose = null;
        debug(id, "delivering a statement and losing its reply");
        flushOnClose = true;
        if (socket && !socket.connecting) socket.end(chunk);
        else {
          pending.push(chunk);
          closeAfterFlush = true;
        }
        ws.terminate();
        return;
      }
      if (socket && !socket.connecting) socket.write(chunk);
      else pending.push(chunk);
      // The client said Terminate: it is done, whether or not its WebSocket ever closes (a
      // Worker's socket can outlive the request). Hang up so the next client gets its turn.
      if (endsWithTerminate(chunk)) {
        debug(id, "terminate after", Date.now() - opened, "ms");
        if (socket && !socket.connecting) socket.end();
        else closeAfterFlush = true;
        ws.close();
      }
    });
    const start = () => {
      if (closed) return release();
      let released = false;
      const done = () => {
        if (!released) {
          released = true;
          release();
        }
      };
      socket = net.connect(target.port, target.host);
      socket.on("connect", () => {
        for (const chunk of pending) socket!.write(chunk);
        pending.length = 0;
        if (closeAfterFlush) socket!.end();
      });
      socket.on("data", (data) => ws.readyState === ws.OPEN && ws.send(data));
      socket.on("close", () => {
        done();
        ws.close();
      });
      socket.on("error", () => ws.close());
    };
    const cut = () => {
      closed = true;
      socket?.destroy();
      ws.terminate();
    };
    cuts.add(cut);
    ws.on("close", () => {
      cuts.delete(cut);
      // A statement whose reply is lost still reaches the database (now, or once connected).
      if (flushOnClose) return void socket?.end();
      closed = true;
      socket?.destroy();
    });
    ws.on("error", () => socket?.destroy());
    acquire(start);
  };
  wss.on("connection", (ws, request) => serve(ws, targetOf(request.url, options.target)));

  // The TCP front has no address to read: it always reaches `target` (PostgreSQL's port by default).
  const tcpTarget = options.target ?? { host: "127.0.0.1", port: 5432 };
  const tcp = net.createServer((socket) => {
    socket.setNoDelay(true);
    if (offlineMode === "refuse") return void socket.destroy();
    if (offlineMode === "blackhole") {
      // Accepted, never answered: the client waits for the server's greeting until it gives up.
      socket.on("error", () => {});
      const cut = () => socket.destroy();
      cuts.add(cut);
      socket.once("close", () => cuts.delete(cut));
      return;
    }
    serve(new TcpClient(socket), tcpTarget);
  });
  const listening = (server: { once(event: string, listener: (...args: never[]) => void): unknown }) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.once("listening", () => resolve());
    });
  tcp.listen(options.tcpPort ?? 0, options.host ?? "127.0.0.1");
  const portOf = (address: ReturnType<net.Server["address"]>) => (typeof address === "object" && address ? address.port : 0);

  return Promise.all([listening(wss), listening(tcp)]).then(() => {
    const port = portOf(wss.address() as ReturnType<net.Server["address"]>);
    return {
      port,
      tcpPort: portOf(tcp.address()),
      get offlineMode() {
        return offlineMode;
      },
      offline(mode: OfflineMode = "refuse") {
        offlineMode = mode;
        debug("offline", mode, "cutting", cuts.size);
        for (const cut of [...cuts]) cut();
      },
      loseReplyTo(statement: RegExp | null) {
        replyToLose = statement;
      },
      online() {
        // Whatever the black hole still holds is cut: those clients have given up or will now.
        if (offlineMode === "blackhole") for (const cut of [...cuts]) cut();
        offlineMode = null;
        debug("online");
      },
      close: async () => {
        for (const cut of [...cuts]) cut();
        for (const client of wss.clients) client.terminate();
        await Promise.all([new Promise<void>((done) => wss.close(() => done())), new Promise<void>((done) => tcp.close(() => done()))]);
      },
    };
  });
}
