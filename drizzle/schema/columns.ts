/** Column shapes the tables share, so that each is written once. */
import { timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The primary key of most tables: a random UUID. */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();

/** A point in time; every time the schema stores keeps its time zone. */
export const time = (name: string) => timestamp(name, { withTimezone: true });

/** A required reference to a row whose deletion takes this row with it (a user's posts, a post's comments). */
export const belongsTo = (name: string, target: () => AnyPgColumn) => uuid(name).notNull().references(target, { onDelete: "cascade" });
