/** node-postgres's own choice of socket for the runtime (Node's net.Socket, or cloudflare:sockets in a Worker). */
declare module "pg/lib/stream" {
  import type { Duplex } from "node:stream";
  export function getStream(ssl: unknown): Duplex;
}
