import type { MetaFunction } from "@remix-run/cloudflare";
import { CreatePostScreen } from "~/components/community/create-post-screen";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("Create Post");

export default function CreatePost() {
  return <CreatePostScreen />;
}
