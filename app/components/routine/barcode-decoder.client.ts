/**
 * The WASM barcode reader for browsers without a native BarcodeDetector (Firefox, Safari, desktop
 * Chromium on Linux and Windows). Loaded only when the user starts scanning (dynamic import): the
 * reader's ~1 MB of WebAssembly is bundled by Vite and served from our own origin, never a CDN
 * (the library's default). Needs 'wasm-unsafe-eval' in the page's script-src.
 */
import { BarcodeDetector, prepareZXingModule, type BarcodeFormat } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

export interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}

/** Loads and compiles the reader (once), then returns a detector for retail barcodes. */
export async function createWasmDetector(formats: BarcodeFormat[]): Promise<Detector> {
  const absolute = new URL(wasmUrl, window.location.href).href;
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? absolute : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats });
}
