import { describe, expect, it } from "vitest";
import committed from "../../../docs/openapi.json";
import { call } from "./helpers";

type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { "application/json": { schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } } } };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe("GET /api/openapi.json", () => {
  it("is the committed docs/openapi.json (after changing a route or a request schema: npm run openapi, then commit docs/openapi.json)", async () => {
    const res = await call("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(await res.json(), "docs/openapi.json differs from the api's document: run `npm run openapi` and commit docs/openapi.json").toEqual(committed);
  });

  it("describes bodies, path and query parameters from the validators", async () => {
    const doc = (await (await call("/api/openapi.json")).json()) as Document;
    expect(doc.openapi).toBe("3.1.0");
    const login = doc.paths["/api/auth/login"].post.requestBody!.content["application/json"].schema;
    expect(login.required).toEqual(["email", "password"]);
    expect(login.properties.email).toMatchObject({ type: "string", format: "email", maxLength: 254 });
    const evaluations = doc.paths["/api/stacks/{id}/evaluations"].get.parameters!;
    expect(evaluations.find((p) => p.in === "path")).toMatchObject({ name: "id", required: true });
    expect(evaluations.find((p) => p.name === "limit")).toMatchObject({ in: "query", required: false, schema: { type: "string", pattern: "^\\d+$" } });
    expect(doc.paths["/api/stacks/{id}"].get.requestBody).toBeUndefined();
  });
});
