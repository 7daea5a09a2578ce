/** Runs in Node before the Worker tests: a fresh database and a bridge to it (TCP and WebSocket fronts). */
import type { TestProject } from "vitest/node";
import { startBridge, targetOfUrl, onLocalPort } from "../../scripts/ws-bridge";
import { startGoogleFake } from "./google-fake";
import { startOpenBeautyFactsFake } from "./open-beauty-facts-fake";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    wsProxy: string;
    /** The database through the bridge's TCP front: the api's HYPERDRIVE connection string in tests. */
    hyperdriveUrl: string;
    oauthIssuer: string;
    /** The local Open Beauty Facts stand-in (./open-beauty-facts-fake). */
    obfUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase("worker_test");
  const bridge = await startBridge({ target: targetOfUrl(database.databaseUrl) });
  project.provide("databaseUrl", database.databaseUrl);
  project.provide("wsProxy", `127.0.0.1:${bridge.port}`);
  project.provide("hyperdriveUrl", onLocalPort(database.databaseUrl, bridge.tcpPort));

  const google = await startGoogleFake(() => ({ sub: "google-subject-1", email: "google.person@example.test", name: "Google Person" }));
  project.provide("oauthIssuer", google.issuer);

  const obf = await startOpenBeautyFactsFake();
  project.provide("obfUrl", obf.url);

  return async () => {
    await google.stop();
    await obf.close();
    await bridge.close();
    await database.drop();
  };
}
