import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered on the server (entry.server.tsx). In the browser there
 * is none: browsers hide the attribute after parsing, and scripts added later come from our origin.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
