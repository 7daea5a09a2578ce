import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { OCR_CORES } from "../../app/components/routine/ocr-assets";
import { ocrAssetFiles } from "./vite-ocr-assets";

describe("the label reader's files", () => {
  it("are the installed versions (a mismatch stops the build) and all exist: worker, the LSTM cores, gzip traineddata", () => {
    const files = ocrAssetFiles();
    expect([...files.keys()].sort()).toEqual(["eng.traineddata.gz", "worker.min.js", ...OCR_CORES].sort());
    for (const file of files.values()) expect(fs.statSync(file).size).toBeGreaterThan(10_000);
    const gz = fs.readFileSync(files.get("eng.traineddata.gz")!).subarray(0, 2);
    expect([...gz]).toEqual([0x1f, 0x8b]);
  });
});
