/**
 * A catalogue as the browser downloads it (ADR 0079): each message with ICU syntax already parsed
 * into its tree, each plain message as its text. The browser's build then leaves ICU's parser out
 * (about 9 KB compressed on every page) and parses nothing while a page hydrates. The parse is the
 * translator's own (parseMessage, the catalogue's language as the locale), so a precompiled message
 * formats exactly as its source does on the server.
 */
import { isPlainMessage, parseMessage, type Catalogue, type PrecompiledCatalogue } from "./translator";

export function precompileCatalogue(language: string, catalogue: Readonly<Catalogue>): PrecompiledCatalogue {
  const locale = new Intl.Locale(language);
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, source]) => [key, isPlainMessage(source) ? source : parseMessage(source, locale)]),
  );
}
