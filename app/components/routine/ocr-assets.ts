/**
 * Where the label reader's files are served from our origin (copied there at build time by
 * scripts/lib/vite-ocr-assets.ts, which checks these versions against the installed packages): the
 * tesseract.js worker, its WASM cores and the English traineddata. Versioned, so the immutable
 * cache of /assets/* never serves stale files.
 */
export const OCR_VERSIONS = { tesseract: "7.0.0", core: "7.0.0", eng: "1.0.0" } as const;

export const OCR_ASSETS_DIR = `assets/ocr/tesseract-${OCR_VERSIONS.tesseract}-eng-${OCR_VERSIONS.eng}`;

/** The core builds the worker picks from (LSTM only: the small "best_int" data has no legacy model). */
export const OCR_CORES = ["tesseract-core-lstm.wasm.js", "tesseract-core-simd-lstm.wasm.js", "tesseract-core-relaxedsimd-lstm.wasm.js"] as const;
