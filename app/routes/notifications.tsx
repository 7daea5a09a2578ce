import type { MetaFunction } from "@remix-run/cloudflare";
import { NotificationsScreen } from "~/components/community/notifications-screen";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [...pageMeta(t("notifications.title"), t("meta.description")), { name: "robots", content: "noindex" }];
};

export default function Notifications() {
  return <NotificationsScreen />;
}
