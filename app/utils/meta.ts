import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { MessageKey, Translator } from "@core/i18n/catalogues";

export const SITE_NAME = "Skinstack";
export const SITE_DESCRIPTION =
  "Analyse your skincare routine: ingredient analysis, safety checks and custom recommendations in seconds.";

/** A page's <title> and description (Remix meta does not merge with the parent's). */
export function pageMeta(title: string | null, description = SITE_DESCRIPTION): MetaDescriptor[] {
  return [
    { title: title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: Know Your Routine. Fix Your Skin.` },
    { name: "description", content: description },
  ];
}

/** pageMeta in the page's language: the title's catalogue key (null: the site's own title) and the site's description. */
export function translatedPageMeta(t: Translator, titleKey: MessageKey | null): MetaDescriptor[] {
  return [
    { title: titleKey ? t("meta.pageTitle", { title: t(titleKey) }) : t("meta.siteTitle") },
    { name: "description", content: t("meta.description") },
  ];
}

export interface ShareMetaInput {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** The page's absolute, canonical URL. */
  url: string;
  /** An absolute URL of a 1200 x 630 image; without one the card is a plain summary. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "profile";
}

/**
 * The page's title and description plus Open Graph and Twitter card tags and the canonical link,
 * for pages people share: a shared routine's results, a member's profile, a post.
 */
export function shareMeta(input: ShareMetaInput): MetaDescriptor[] {
  const description = input.description.length > 200 ? `${input.description.slice(0, 197)}...` : input.description;
  const tags: MetaDescriptor[] = [
    ...pageMeta(input.title, description),
    { tagName: "link", rel: "canonical", href: input.url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: input.url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
  ];
  if (input.image) {
    tags.push(
      { property: "og:image", content: input.image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:image", content: input.image },
    );
    if (input.imageAlt) tags.push({ property: "og:image:alt", content: input.imageAlt }, { name: "twitter:image:alt", content: input.imageAlt });
  }
  return tags;
}

/**
 * The site's public origin for canonical links and Open Graph URLs: the configured `APP_URL`
 * (the Pages project's variable, like the api's), never the request's Host header, which a
 * client or a misrouted proxy chooses (a poisoned cache would then advertise another site).
 * Null when it is not configured: pages then get no absolute URLs at all.
 */
export function siteOrigin(env: { APP_URL?: string } | undefined): string | null {
  if (!env?.APP_URL) return null;
  try {
    const url = new URL(env.APP_URL);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The share image of a shared routine, as PNG: what link previews accept (api: GET /api/stacks/{id}/share-image.png).
 * In another language than English the URL says it (`?lang=`), so each language's image has its own URL to cache.
 */
export function shareImageUrl(origin: string, routineId: string, language = "en"): string {
  const base = `${origin}/api/stacks/${encodeURIComponent(routineId)}/share-image.png`;
  return language === "en" ? base : `${base}?lang=${encodeURIComponent(language)}`;
}
