import { describe, expect, it } from "vitest";
import { readBodyWithin } from "./request-limits";

function streamOf(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const n of chunks) controller.enqueue(new Uint8Array(n).fill(97));
      controller.close();
    },
  });
}

describe("readBodyWithin", () => {
  it("reads a body of any chunking up to the limit", async () => {
    expect((await readBodyWithin(streamOf([10, 20, 70]), 100))?.byteLength).toBe(100);
    expect((await readBodyWithin(null, 100))?.byteLength).toBe(0);
  });

  it("stops at the first chunk past the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64));
      },
    });
    expect(await readBodyWithin(endless, 1000)).toBeNull();
    expect(pulled).toBeLessThan(20);
  });
});
