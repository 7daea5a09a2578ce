import type { MetaFunction } from "@remix-run/cloudflare";
import { CreatePostScreen } from "~/components/community/create-post-screen";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("post.createTitle"), t("meta.description"));
};

export default function CreatePost() {
  return <CreatePostScreen />;
}
