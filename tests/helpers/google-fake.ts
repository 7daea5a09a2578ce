/**
 * Google as the tests play it: oauth2-mock-server on a free local port, vouching (address
 * verified) for whoever `identity()` names when it signs a token. Runs in Node; the api reaches it
 * through the settings of ./google-settings.
 */
import { OAuth2Server } from "oauth2-mock-server";

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  /** The token's `email_verified` claim: true unless given; null leaves the claim out. */
  emailVerified?: boolean | null;
}

export async function startGoogleFake(identity: () => GoogleIdentity) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    const { sub, email, name, emailVerified = true } = identity();
    token.payload.sub = sub;
    token.payload.email = email;
    if (emailVerified !== null) token.payload.email_verified = emailVerified;
    token.payload.name = name;
  });
  await server.start(0, "127.0.0.1");
  return { issuer: server.issuer.url!, stop: () => server.stop() };
}
