import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { limitParam } from "./paging";
import { toJsonSchema } from "./json-schema";

describe("toJsonSchema", () => {
  it("describes a strict object's fields, which are required and which checks apply", () => {
    const schema = v.strictObject({
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email()),
      kind: v.picklist(["a", "b"]),
      tags: v.optional(v.pipe(v.array(v.string()), v.maxLength(3)), []),
      age: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    });
    expect(toJsonSchema(schema)).toEqual({
      type: "object",
      properties: {
        email: { type: "string", minLength: 1, maxLength: 254, format: "email" },
        kind: { enum: ["a", "b"] },
        tags: { type: "array", items: { type: "string" }, maxItems: 3, default: [] },
        age: { anyOf: [{ type: "integer", minimum: 0 }, { type: "null" }] },
      },
      required: ["email", "kind", "age"],
      additionalProperties: false,
    });
  });

  it("describes the input only: checks after a transform apply to the transformed value", () => {
    expect(toJsonSchema(limitParam(50))).toEqual({ type: "string", pattern: "^\\d+$" });
  });

  it("says nothing rather than something wrong about a kind it does not know", () => {
    expect(toJsonSchema(v.custom<string>((x) => typeof x === "string"))).toEqual({});
  });
});
