import type { MetaDescriptor } from "@remix-run/cloudflare";

export const SITE_NAME = "Skinstack";
export const SITE_DESCRIPTION =
  "Analyse your skincare routine: ingredient analysis, safety checks and custom recommendations in about 2 minutes.";

/** A page's <title> and description (Remix meta does not merge with the parent's). */
export function pageMeta(title: string | null, description = SITE_DESCRIPTION): MetaDescriptor[] {
  return [
    { title: title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: Know Your Routine. Fix Your Skin.` },
    { name: "description", content: description },
  ];
}
