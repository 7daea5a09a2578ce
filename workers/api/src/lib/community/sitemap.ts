/**
 * What a search engine may index: approved catalogue products, posts a guest can read, and the
 * profiles of public members with something shared (ADR 0035). One sitemap file holds at most 50,000
 * addresses, so each list is capped; the newest come first.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { hiddenFromOthers, publicMember } from "./visibility";

export const SITEMAP_LIMITS = { products: 30_000, posts: 8_000, profiles: 8_000 } as const;

export interface SitemapEntries {
  products: { id: string; lastModified: string }[];
  posts: { id: string; lastModified: string }[];
  profiles: { username: string }[];
}

export async function sitemapEntries(db: Database): Promise<SitemapEntries> {
  const [products, posts, profiles] = await Promise.all([
    db.execute<{ id: string; last_modified: string }>(sql`
      select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as last_modified from products
      where status = 'approved' order by created_at desc, id limit ${SITEMAP_LIMITS.products}`),
    db.execute<{ id: string; last_modified: string }>(sql`
      select p.id, to_char(coalesce(p.edited_at, p.created_at) at time zone 'UTC', 'YYYY-MM-DD') as last_modified from posts p
      join users u on u.id = p.user_id
      where not ${hiddenFromOthers("p")} and ${publicMember("u")}
      order by p.created_at desc, p.id limit ${SITEMAP_LIMITS.posts}`),
    db.execute<{ username: string }>(sql`
      select u.username from users u
      where u.username is not null and ${publicMember("u")}
        and (exists (select 1 from stacks s where s.user_id = u.id and s.is_public and s.status = 'evaluated')
          or exists (select 1 from posts p where p.user_id = u.id and p.hidden_at is null))
      order by u.username limit ${SITEMAP_LIMITS.profiles}`),
  ]);
  return {
    products: products.rows.map((r) => ({ id: r.id, lastModified: r.last_modified })),
    posts: posts.rows.map((r) => ({ id: r.id, lastModified: r.last_modified })),
    profiles: profiles.rows.map((r) => ({ username: r.username })),
  };
}
