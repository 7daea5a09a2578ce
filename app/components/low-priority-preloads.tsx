import { useContext, useEffect } from "react";
import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";

/** React 18 passes the attribute through only in lower case (`fetchPriority` is unknown to it). */
export const LOW_PRIORITY = { fetchpriority: "low" } as const;

let hydrated = false;

/**
 * The page's module preloads, announced at low priority before Remix's own `<Scripts>` announces
 * the same URLs (the browser fetches each module once, at the priority of its first link). The
 * server has rendered the page, so its scripts are not needed for the first paint and should not
 * compete with the document and the stylesheet for the connection (ADR 0080). The list is the one
 * `<Scripts>` preloads: the client entry, its imports, and each matched route's module and imports.
 * Rendered for the first load only, as `<Scripts>` is: later pages load their modules on navigation.
 */
export function LowPriorityModulePreloads() {
  const context = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (!context || hydrated) return null;
  const { manifest } = context;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    for (const href of route.imports ?? []) hrefs.add(href);
    hrefs.add(route.module);
  }
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />
      ))}
    </>
  );
}
