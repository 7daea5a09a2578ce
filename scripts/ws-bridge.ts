/**
 * A small WebSocket-to-TCP bridge so that the production Neon driver (which speaks PostgreSQL over
 * WebSockets) can reach a plain PostgreSQL or PGlite-socket server on this machine. Only loopback
 * targets are allowed: this is a local development and test tool, never a deployed proxy.
 */
import net from "node:net";
import { WebSocketServer } from "ws";

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
  port: number;
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
  wss.on("connection", (ws, request) => {
    const id = ++seq;
    const opened = Date.now();
    debug(id, "open", "active", active, "waiting", waiting.length);
    ws.on("close", () => debug(id, "ws closed after", Date.now() - opened, "ms"));
    const target = targetOf(request.url, options.target);
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
  });
  return new Promise((resolve, reject) => {
    wss.once("error", reject);
    wss.once("listening", () => {
      const address = wss.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        port,
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
        close: () =>
          new Promise<void>((done) => {
            for (const cut of [...cuts]) cut();
            for (const client of wss.clients) client.terminate();
            wss.close(() => done());
          }),
      });
    });
  });
}
