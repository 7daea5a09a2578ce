import { cloudflareDevProxyVitePlugin as remixCloudflareDevProxy, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { getLoadContext } from "./load-context";
import { browserCatalogues } from "./scripts/lib/vite-browser-catalogues";
import { ocrAssets } from "./scripts/lib/vite-ocr-assets";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remixCloudflareDevProxy({ getLoadContext }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
    ocrAssets(),
    browserCatalogues(),
  ],
  build: {
    // Vite splits shared code into many tiny chunks (some under 300 bytes); each is a request and a
    // module the browser fetches, compiles and links before the page hydrates. Merging those below
    // 8 KB into the chunks they are always loaded with measurably cut the main thread's startup work.
    rollupOptions: { output: { experimentalMinChunkSize: 8_000 } },
  },
  server: {
    host: "127.0.0.1",
    // `npm run dev`: the api Worker runs beside the dev server; one origin for the browser.
    proxy: { "/api": { target: process.env.API_URL ?? "http://127.0.0.1:8789", changeOrigin: false } },
  },
});
