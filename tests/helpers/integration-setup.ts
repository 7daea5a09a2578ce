/** Node has no global WebSocket before v22: the Neon driver gets the `ws` package instead. */
import { neonConfig } from "@neondatabase/serverless";
import { WebSocket } from "ws";

neonConfig.webSocketConstructor = WebSocket as unknown as typeof globalThis.WebSocket;
