/** The largest request body the api reads (JSON bodies are small: a routine is a few kB). */
export const MAX_BODY_BYTES = 100 * 1024;

export const PAYLOAD_TOO_LARGE = { message: "The request body is larger than 100 kB", code: "payload_too_large" } as const;

/**
 * Reads a request body up to `limit` bytes, whether it has a Content-Length or is chunked.
 * Answers the bytes, or null as soon as the body turns out to be larger (the rest is not read).
 */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
