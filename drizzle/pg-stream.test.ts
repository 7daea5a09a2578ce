import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { coalesceWrites } from "./pg-stream";

/** A stream that records what reaches its own write, as the socket underneath would see it. */
function recordingStream() {
  const stream = new PassThrough();
  const writes: string[] = [];
  const original = stream.write.bind(stream);
  stream.write = ((chunk: Buffer, ...rest: never[]) => {
    writes.push(Buffer.from(chunk).toString());
    return original(chunk, ...rest);
  }) as typeof stream.write;
  return { stream: coalesceWrites(stream), writes };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("coalesceWrites (node-postgres's socket)", () => {
  it("sends the messages of one query, written in one turn, as one write", async () => {
    const { stream, writes } = recordingStream();
    for (const message of ["P", "B", "D", "E", "S"]) stream.write(Buffer.from(message));
    expect(writes).toEqual([]);
    await tick();
    expect(writes).toEqual(["PBDES"]);
    stream.write(Buffer.from("Q"));
    await tick();
    expect(writes).toEqual(["PBDES", "Q"]);
  });

  it("sends a write that waits for its callback at once, after what was gathered, in order", async () => {
    const { stream, writes } = recordingStream();
    stream.write(Buffer.from("S"));
    let called = false;
    stream.write(Buffer.from("X"), () => (called = true));
    expect(writes).toEqual(["S", "X"]);
    await tick();
    expect(called).toBe(true);
    expect(writes).toEqual(["S", "X"]);
  });
});
