/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto. The stored format is versioned
 * (`pbkdf2-sha256$<iterations>$<salt>$<hash>`, base64url) so the cost can be raised later:
 * verification reads the iterations from the stored value.
 */
import { base64url } from "jose";

export const PBKDF2_ITERATIONS = 100_000; // the most workerd allows
/**
 * TEST ONLY: the cost under ENVIRONMENT=test. The test suites sign up and sign in hundreds of
 * times, and at production's cost those hashes were a large share of their CPU (ADR 0064). The
 * stored value names its iterations, so verification is the same code at either cost;
 * password-cost.test.ts checks production's.
 */
export const TEST_PBKDF2_ITERATIONS = 1_000;
const ALGORITHM = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;
export const MIN_PASSWORD_LENGTH = 8;

async function derive(password: string, salt: BufferSource, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** The cost new hashes get: production's everywhere but the test environment. */
export function passwordIterations(env: { ENVIRONMENT?: string }): number {
  return env.ENVIRONMENT === "test" ? TEST_PBKDF2_ITERATIONS : PBKDF2_ITERATIONS;
}

export async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, iterations, base64url.encode(salt), base64url.encode(hash)].join("$");
}

/** Compares in time that depends only on the length, never on where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1 || !saltText || !hashText) {
    return false;
  }
  const expected = base64url.decode(hashText);
  const actual = await derive(password, new Uint8Array(base64url.decode(saltText)), iterations);
  return constantTimeEqual(actual, expected);
}

/** Used when no user matches, so a login for an unknown email costs the same as a wrong password. */
export function dummyHash(iterations: number): string {
  return `${ALGORITHM}$${iterations}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
