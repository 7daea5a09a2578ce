import { afterEach, describe, expect, it, vi } from "vitest";
import { holdOutput, releaseOutput, runToEnd } from "./processes";

afterEach(() => {
  releaseOutput(false);
  vi.restoreAllMocks();
});

/** Captures what the relays write to the terminal. */
function captureTerminal() {
  const written: string[] = [];
  const capture = (chunk: unknown) => (written.push(String(chunk)), true);
  vi.spyOn(process.stdout, "write").mockImplementation(capture as never);
  vi.spyOn(process.stderr, "write").mockImplementation(capture as never);
  return written;
}

const script = 'console.log("asset table row"); console.error("✘ [ERROR] Build failed"); console.log("more routine output")';

describe("the children's output while the app starts", () => {
  it("is held back, except what looks like an error, and dropped once the app is up", async () => {
    const written = captureTerminal();
    holdOutput();
    await runToEnd("child", process.execPath, ["-e", script]);
    expect(written).toEqual(["[child] ✘ [ERROR] Build failed\n"]);
    releaseOutput(false);
    expect(written).toHaveLength(1);
  });

  it("is printed in full when starting fails", async () => {
    const written = captureTerminal();
    holdOutput();
    await runToEnd("child", process.execPath, ["-e", script]);
    releaseOutput(true);
    expect(written).toEqual(["[child] ✘ [ERROR] Build failed\n", "[child] asset table row\n", "[child] more routine output\n"]);
  });

  it("goes straight out when nothing is held", async () => {
    const written = captureTerminal();
    await runToEnd("child", process.execPath, ["-e", 'console.log("hello")']);
    expect(written).toEqual(["[child] hello\n"]);
  });
});
