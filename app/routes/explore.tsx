import type { MetaFunction } from "@remix-run/cloudflare";
import { ExploreScreen } from "~/components/community/explore-screen";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("Explore", "Skincare routines and posts shared by the community.");

export default function Explore() {
  return <ExploreScreen />;
}
