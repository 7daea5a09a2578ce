/**
 * node-postgres writes each message of a query (Parse, Bind, Describe, Execute, Sync) to its socket
 * separately. From a Worker each write is its own packet, and a query of several small packets
 * meets Nagle's algorithm and delayed acknowledgements on the way: through wrangler's local
 * Hyperdrive proxy that cost about 40 ms a statement (ADR 0015). This socket gathers the writes of
 * one turn of the event loop into one, so a query leaves as one packet.
 */
import type { Duplex } from "node:stream";
import * as pgCloudflare from "pg-cloudflare";
import { getStream } from "pg/lib/stream";

type Write = Duplex["write"];

/**
 * The socket node-postgres would open itself: cloudflare:sockets in a Worker (pg-cloudflare's
 * Workers build, imported here so that the bundler resolves it for workerd), Node's net elsewhere.
 */
function runtimeSocket(ssl: unknown): Duplex {
  const inWorker = typeof navigator === "object" && navigator?.userAgent === "Cloudflare-Workers";
  // In Node this import is pg-cloudflare's empty build (its package's default condition).
  const { CloudflareSocket } = pgCloudflare as { CloudflareSocket?: new (ssl: boolean) => unknown };
  if (inWorker && CloudflareSocket) return new CloudflareSocket(Boolean(ssl)) as Duplex;
  return getStream(ssl);
}

/** node-postgres's socket, its writes gathered (drizzle/client's `stream` option of `pg.Pool`). */
export function coalescingStream(config?: { ssl?: unknown }): Duplex {
  return coalesceWrites(runtimeSocket(config?.ssl));
}

/** Gathers the buffer writes made to `stream` in one turn of the event loop into one write. */
export function coalesceWrites<S extends Duplex>(stream: S): S {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  let pending: Uint8Array[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    write(chunk);
  };
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    // A write that waits for its callback (the Terminate before closing) or is not a buffer goes
    // at once, after whatever is gathered.
    if (rest.length > 0 || !(chunk instanceof Uint8Array)) {
      flush();
      return write(chunk, ...rest);
    }
    pending.push(chunk);
    if (pending.length === 1) queueMicrotask(flush);
    return true;
  }) as Write;
  return stream;
}
