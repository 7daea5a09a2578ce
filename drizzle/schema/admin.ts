import { bigint, boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { uuidKey, time } from "./columns";
import { users } from "./users";

export const promptTemplates = pgTable("prompt_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  activeVersion: integer("active_version").notNull().default(1),
});

export const promptTemplateVersions = pgTable(
  "prompt_template_versions",
  {
    id: uuidKey(),
    templateId: text("template_id")
      .notNull()
      .references(() => promptTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    template: text("template").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("prompt_template_versions_key").on(t.templateId, t.version)],
);

/** A single row (id 1) holding the AI narrative settings. */
export const aiSettings = pgTable("ai_settings", {
  id: integer("id").primaryKey().default(1),
  model: text("model").notNull().default("gpt-4o"),
  temperature: real("temperature").notNull().default(0.5),
  maxTokens: integer("max_tokens").notNull().default(1000),
  timeoutMs: integer("timeout_ms").notNull().default(30000),
  jsonMode: boolean("json_mode").notNull().default(true),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: time("updated_at").notNull().defaultNow(),
});

export const analyticsCounters = pgTable("analytics_counters", {
  name: text("name").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

/** Every admin change: who did what to which record, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/** Admin adjustments of curated ingredient entries, kept apart from the shipped knowledge base. */
export const ingredientOverrides = pgTable("ingredient_overrides", {
  inci: text("inci").primaryKey(),
  data: jsonb("data").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: time("updated_at").notNull().defaultNow(),
});
