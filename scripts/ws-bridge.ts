/**
 * A small WebSocket-to-TCP bridge so that the production Neon driver (which speaks PostgreSQL over
 * WebSockets) can reach a plain PostgreSQL or PGlite-socket server on this machine. Only loopback
 * targets are allowed: this is a local development and test tool, never a deployed proxy.
 */
import net from "node:net";
import { WebSocketServer } from "ws";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1"]);

export interface Bridge {
  port: number;
  close(): Promise<void>;
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
}): Promise<Bridge> {
  const wss = new WebSocketServer({ port: options.port ?? 0, host: options.host ?? "127.0.0.1" });
  wss.on("connection", (ws, request) => {
    const target = targetOf(request.url, options.target);
    if (!target) {
      ws.close(1008, "target not allowed");
      return;
    }
    const socket = net.connect(target.port, target.host);
    const pending: Buffer[] = [];
    let connected = false;
    socket.on("connect", () => {
      connected = true;
      for (const chunk of pending) socket.write(chunk);
      pending.length = 0;
    });
    socket.on("data", (data) => ws.readyState === ws.OPEN && ws.send(data));
    socket.on("close", () => ws.close());
    socket.on("error", () => ws.close());
    ws.on("message", (data) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (connected) socket.write(chunk);
      else pending.push(chunk);
    });
    ws.on("close", () => socket.destroy());
    ws.on("error", () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    wss.once("error", reject);
    wss.once("listening", () => {
      const address = wss.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const client of wss.clients) client.terminate();
            wss.close(() => done());
          }),
      });
    });
  });
}
