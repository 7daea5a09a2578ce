/**
 * The page's language in the app (ADR 0042): the root loader decides it (language.server.ts), and
 * every component reads it from there, so the server's render, the <html lang>, the meta tags and
 * the browser's render all agree. Switching writes the `lang` cookie and reloads the root's data.
 */
import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { languageName, translator, type Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from "@core/i18n/negotiate";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The root loader's data as far as languages go. */
interface RootLanguageData {
  language?: string;
  languageNames?: Readonly<Record<string, string>>;
}

export function useLanguage(): string {
  return useRouteLoaderData<RootLanguageData>("root")?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Each language's name in itself, as the server named them (the root loader, ADR 0077): a page
 * without the root's data (an error page) names them with Intl.DisplayNames in the browser.
 */
export function useLanguageName(): (language: string) => string {
  const names = useRouteLoaderData<RootLanguageData>("root")?.languageNames;
  return (language) => names?.[language] ?? languageName(language);
}

export function useT(): Translator {
  return translator(useLanguage());
}

/** For meta functions: the translator of the root's language. */
export function metaTranslator(matches: readonly { id: string; data?: unknown }[]): Translator {
  const root = matches.find((m) => m.id === "root")?.data as RootLanguageData | undefined;
  return translator(root?.language ?? DEFAULT_LANGUAGE);
}

let changePending = false;

/** The root's shouldRevalidate: true once after a switch of language, else false (the session is the browser's). */
export function takeLanguageChange(): boolean {
  const pending = changePending;
  changePending = false;
  return pending;
}

/** Serves later pages in `language` on this device (the cookie) and re-renders this one in it. */
export function useApplyLanguage(): (language: string) => void {
  const { revalidate } = useRevalidator();
  return useCallback(
    (language: string) => {
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
      changePending = true;
      void revalidate();
    },
    [revalidate],
  );
}
