/**
 * Each catalogue as a static file (ADR 0048): Vite emits ./messages/*.json unchanged under a
 * content-hashed URL, the same in the server's and the browser's build. The page preloads its own
 * language's (root.tsx) and the browser fetches it (catalogues.browser.ts); a new file is a new URL.
 */
import { languageOfFile } from "./catalogue-files";

const urls = import.meta.glob<string>("./messages/*.json", { query: "?url", import: "default", eager: true });

export const CATALOGUE_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(urls).map(([file, url]) => [languageOfFile(file), url]),
);
