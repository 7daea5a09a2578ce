/**
 * The community's shapes as the api sends them and the web app reads them. The api builds them in workers/api/src/lib/community/feed.ts; the browser parses them
 * defensively in app/components/community/feed-data.ts.
 */

/** What other people see of a person: never the email. */
export interface PublicUser {
  name: string | null;
  username: string | null;
}

export interface FeedComment {
  id: string;
  content: string;
  createdAt: string;
  userId: string;
  user: PublicUser;
}

/** A post of the feed, generic over how the side reading it describes the routine. */
export interface FeedPostOf<Stack> {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  userId: string;
  user: PublicUser;
  stackId: string;
  stack: Stack;
  likeCount: number;
  dislikeCount: number;
  /** The viewer's reaction: true liked, false disliked, null none (always null for guests). */
  viewerReaction: boolean | null;
  commentCount: number;
  /** The newest comments (at most 20), oldest first. */
  comments: FeedComment[];
}
