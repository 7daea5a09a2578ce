/**
 * Reads the text on a photo of a package in the browser (tesseract.js, English LSTM model). Loaded
 * only when the user picks a photo (dynamic import); the worker, its WASM core and the traineddata
 * come from our own origin (OCR_ASSETS_DIR), never a CDN (the library's default). The worker is
 * started from its URL, not a blob: URL, so the page's script-src 'self' covers it.
 */
import { createWorker, OEM } from "tesseract.js";
import { OCR_ASSETS_DIR } from "./ocr-assets";

export interface OcrProgress {
  status: string;
  /** 0 to 1 within the current step. */
  progress: number;
}

/** The text tesseract reads on the image; the worker is ended afterwards (it holds ~100 MB). */
export async function readImageText(image: Blob, onProgress?: (p: OcrProgress) => void): Promise<string> {
  const base = new URL(`/${OCR_ASSETS_DIR}`, window.location.href).href;
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    workerPath: `${base}/worker.min.js`,
    corePath: base,
    langPath: base,
    gzip: true,
    workerBlobURL: false,
    // The browser's HTTP cache keeps the versioned files; tesseract's own IndexedDB cache is not versioned.
    cacheMethod: "none",
    logger: onProgress ? (m: { status: string; progress: number }) => onProgress({ status: m.status, progress: m.progress }) : undefined,
  });
  try {
    const { data } = await worker.recognize(image);
    return data.text;
  } finally {
    await worker.terminate();
  }
}
