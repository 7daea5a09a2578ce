/** The api's Google sign-in settings for a fake issuer (./google-fake); no Node imports, so Worker tests use it too. */
export function googleSettings(issuer: string, client: { id: string; secret: string }) {
  return {
    GOOGLE_CLIENT_ID: client.id,
    GOOGLE_CLIENT_SECRET: client.secret,
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
    GOOGLE_ISSUER: issuer,
  };
}
