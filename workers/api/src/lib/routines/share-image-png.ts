/**
 * The share image as PNG (what link previews accept; few take SVG): the SVG of core/share-image
 * rasterised by resvg compiled to WebAssembly, with Inter (Regular and Bold) bundled, never a
 * system font or a download. Worker-only: the .wasm and .ttf imports are modules wrangler bundles
 * (wrangler.toml [[rules]]), so this file is imported by src/index.ts, not by the app that the
 * Node integration tests build.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import interRegular from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf";
import interBold from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf";
import { SHARE_IMAGE_FONT_FAMILY } from "@core/share-image";

let ready: Promise<void> | null = null;

/** Compiles nothing at run time (Workers forbid it): instantiates the bundled module once per isolate. */
function initialised(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export async function svgToPng(svg: string): Promise<Uint8Array> {
  await initialised();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: [new Uint8Array(interRegular), new Uint8Array(interBold)], loadSystemFonts: false, defaultFontFamily: SHARE_IMAGE_FONT_FAMILY },
  });
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}
