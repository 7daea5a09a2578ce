import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { ProfileScreen } from "~/components/advanced/profile-screen";
import { profileNextPath } from "~/components/advanced/profile";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => [...translatedPageMeta(metaTranslator(matches), "profile.title"), { name: "robots", content: "noindex" }];

/** /profile: the skin profile questionnaire on its own. */
export default function Profile() {
  const [params] = useSearchParams();
  return <ProfileScreen next={profileNextPath(params.get("stackId"))} />;
}
