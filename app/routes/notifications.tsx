import type { MetaFunction } from "@remix-run/cloudflare";
import { NotificationsScreen } from "~/components/community/notifications-screen";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => [...pageMeta("Notifications"), { name: "robots", content: "noindex" }];

export default function Notifications() {
  return <NotificationsScreen />;
}
