import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import methodology from "../../docs/methodology.md?raw";
import { MarkdownView } from "~/components/docs/markdown-view";
import { parseMarkdown } from "~/utils/markdown";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta("How we score routines", "The published method behind every score, flag and recommendation of the routine evaluation.");

/** The scoring method, published as written in docs/methodology.md (one source for code reviewers and users). */
export function loader() {
  return { blocks: parseMarkdown(methodology) };
}

export default function Methodology() {
  const { blocks } = useLoaderData<typeof loader>();
  return (
    <article className="space-y-4">
      <p className="rounded-2xl bg-brand-50 p-4 text-sm text-stone-800">
        Every score is computed by a deterministic engine: the same routine always gets the same result, and every
        warning names the product and ingredient behind it. This page is the method in full.
      </p>
      <MarkdownView blocks={blocks} />
    </article>
  );
}
