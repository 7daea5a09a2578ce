import { useNonce } from "~/utils/nonce";

/**
 * schema.org structured data as a JSON-LD block. `<` is escaped so that no text inside can close the
 * script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
