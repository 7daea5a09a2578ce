/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of what a valibot schema accepts: the request
 * side of the api's contract, generated from the same schemas the api validates with (ADR 0034).
 * It describes the input: checks after a `transform` apply to the transformed value, so they are
 * left out. Kinds this does not know become `{}` (anything), never a wrong constraint.
 */
import type * as v from "valibot";

export type JsonSchema = { [key: string]: unknown };

type Node = v.GenericSchema & {
  type: string;
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
  entries?: Record<string, v.GenericSchema>;
  wrapped?: v.GenericSchema;
  default?: unknown;
  options?: readonly unknown[];
  literal?: unknown;
  item?: v.GenericSchema;
  value?: v.GenericSchema;
};

const OPTIONAL = new Set(["optional", "exact_optional", "undefinedable", "nullish"]);

/** Whether an object entry may be left out. */
export function isOptional(schema: v.GenericSchema): boolean {
  return OPTIONAL.has((schema as Node).type);
}

function withActions(base: JsonSchema, node: Node): JsonSchema {
  const out = { ...base };
  for (const action of node.pipe?.slice(1) ?? []) {
    if (action.kind === "transformation" && !["trim", "trim_start", "trim_end", "to_lower_case", "to_upper_case"].includes(action.type)) break;
    if (action.kind !== "validation") continue;
    const n = action.requirement as number;
    const text = out.type === "string";
    switch (action.type) {
      case "min_length":
        out[text ? "minLength" : "minItems"] = n;
        break;
      case "max_length":
        out[text ? "maxLength" : "maxItems"] = n;
        break;
      case "length":
        out[text ? "minLength" : "minItems"] = n;
        out[text ? "maxLength" : "maxItems"] = n;
        break;
      case "non_empty":
        out[text ? "minLength" : "minItems"] = Math.max(1, Number(out[text ? "minLength" : "minItems"] ?? 0));
        break;
      case "min_value":
        out.minimum = n;
        break;
      case "max_value":
        out.maximum = n;
        break;
      case "integer":
        out.type = "integer";
        break;
      case "regex":
        out.pattern = (action.requirement as RegExp).source;
        break;
      case "email":
        out.format = "email";
        break;
      case "uuid":
        out.format = "uuid";
        break;
      case "url":
        out.format = "uri";
        break;
      case "iso_timestamp":
      case "iso_date_time":
        out.format = "date-time";
        break;
    }
  }
  return out;
}

function objectSchema(node: Node): JsonSchema {
  const entries = node.entries ?? {};
  const properties = Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, toJsonSchema(schema)]));
  const required = Object.entries(entries)
    .filter(([, schema]) => !isOptional(schema))
    .map(([key]) => key);
  return {
    type: "object",
    properties,
    ...(required.length ? { required } : {}),
    ...(node.type === "strict_object" ? { additionalProperties: false } : {}),
  };
}

/** The JSON Schema of what `schema` accepts as input. */
export function toJsonSchema(schema: v.GenericSchema): JsonSchema {
  const node = schema as Node;
  switch (node.type) {
    case "string":
    case "number":
    case "boolean":
      return withActions({ type: node.type }, node);
    case "null":
      return { type: "null" };
    case "object":
    case "strict_object":
    case "loose_object":
      return withActions(objectSchema(node), node);
    case "array":
      return withActions({ type: "array", items: toJsonSchema(node.item!) }, node);
    case "record":
      return { type: "object", additionalProperties: toJsonSchema(node.value!) };
    case "picklist":
      return { enum: [...(node.options ?? [])] };
    case "enum":
      return { enum: [...(node.options ?? [])] };
    case "literal":
      return { const: node.literal };
    case "union":
    case "variant":
      return { anyOf: (node.options as v.GenericSchema[]).map(toJsonSchema) };
    case "optional":
    case "exact_optional":
    case "undefinedable": {
      const inner = toJsonSchema(node.wrapped!);
      const fallback = node.default;
      return fallback === undefined || typeof fallback === "function" ? inner : { ...inner, default: fallback };
    }
    case "nullable":
    case "nullish":
      return { anyOf: [toJsonSchema(node.wrapped!), { type: "null" }] };
    default:
      return {};
  }
}
