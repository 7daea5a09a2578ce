/** Runs in Node before the Worker tests: a fresh database and a bridge to it (TCP and WebSocket fronts). */
import { OAuth2Server } from "oauth2-mock-server";
import type { TestProject } from "vitest/node";
import { startBridge, targetOfUrl, throughBridge } from "../../scripts/ws-bridge";
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
  project.provide("hyperdriveUrl", throughBridge(database.databaseUrl, bridge.tcpPort));

  // The Google identity provider, played by oauth2-mock-server.
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate("RS256");
  oauth.service.on("beforeTokenSigning", (token) => {
    token.payload.sub = "google-subject-1";
    token.payload.email = "google.person@example.test";
    token.payload.email_verified = true;
    token.payload.name = "Google Person";
  });
  await oauth.start(0, "127.0.0.1");
  project.provide("oauthIssuer", oauth.issuer.url!);

  const obf = await startOpenBeautyFactsFake();
  project.provide("obfUrl", obf.url);

  return async () => {
    await oauth.stop();
    await obf.close();
    await bridge.close();
    await database.drop();
  };
}
