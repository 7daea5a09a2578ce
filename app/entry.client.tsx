import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPageCatalogue } from "@core/i18n/catalogues";

// The page's catalogue first (ADR 0048, preloaded by root.tsx): components translate synchronously.
// If it cannot be fetched the page hydrates in English rather than not at all (loadPageCatalogue).
loadPageCatalogue(document.documentElement.lang).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("No messages could be loaded: the page stays as the server rendered it", error),
);
