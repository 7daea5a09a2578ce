/** Runs in Node before the Worker tests: a fresh database and a WebSocket bridge to it. */
import type { TestProject } from "vitest/node";
import { startBridge } from "../../scripts/ws-bridge";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    wsProxy: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase("worker_test");
  const bridge = await startBridge({});
  project.provide("databaseUrl", database.databaseUrl);
  project.provide("wsProxy", `127.0.0.1:${bridge.port}`);
  return async () => {
    await bridge.close();
    await database.drop();
  };
}
