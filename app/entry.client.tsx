import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalogue } from "@core/i18n/catalogues";

// The page's catalogue first (ADR 0048, preloaded by root.tsx): components translate synchronously.
loadCatalogue(document.documentElement.lang).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's messages could not be loaded", error),
);
