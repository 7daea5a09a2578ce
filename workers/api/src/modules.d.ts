/**
 * Non-JavaScript modules the api Worker imports, bundled by wrangler (wrangler.toml [[rules]]).
 * Named exactly: the web app's Vite types declare "*.ttf" and "*.wasm" as asset URLs.
 */
declare module "@resvg/resvg-wasm/index_bg.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf" {
  const data: ArrayBuffer;
  export default data;
}

declare module "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf" {
  const data: ArrayBuffer;
  export default data;
}
