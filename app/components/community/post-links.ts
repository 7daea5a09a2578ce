/** Addresses of a post's page and of one comment on it (the page scrolls to and highlights it). */

export const commentAnchorId = (commentId: string) => `comment-${commentId}`;

export function postPath(postId: string, commentId?: string | null): string {
  const path = `/posts/${encodeURIComponent(postId)}`;
  return commentId ? `${path}#${commentAnchorId(commentId)}` : path;
}

/** The comment id of a `#comment-{id}` location hash, or null. */
export function commentIdOfHash(hash: string): string | null {
  const match = /^#comment-([\w-]{1,64})$/.exec(hash);
  return match ? match[1] : null;
}
