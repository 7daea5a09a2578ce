import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { routineServer } from "./routine-api.server";

afterEach(() => vi.restoreAllMocks());

const visitor = new Request("https://skinstack.app/results/r1");
/** The loaders' server calls against an api answering `answer` for each path it is asked. */
function withApi(answer: (path: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const API = {
    fetch: async (url: string) => {
      const path = decodeURIComponent(new URL(url).pathname);
      asked.push(path);
      return answer(path);
    },
  };
  const context = { cloudflare: { env: { ENVIRONMENT: "production", API } } } as unknown as AppLoadContext;
  return { server: routineServer(context, visitor), asked };
}

const record = (name: string) => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  function: "Antioxidant",
  benefits: ["Brightens"],
  concerns: [],
  researchNotes: "Well studied.",
  productsContaining: ["A Serum", "A Cream"],
  key: name.toLowerCase(),
});

describe("routineServer.keyIngredients (the results page's first load)", () => {
  it("asks for each name once and gives the records in the names' order", async () => {
    const { server, asked } = withApi((path) => Response.json({ ingredient: record(path.split("/").pop()!) }));
    const records = await server.keyIngredients(["Ascorbic Acid", "Niacinamide"]);
    expect(records?.map((r) => r.name)).toEqual(["Ascorbic Acid", "Niacinamide"]);
    expect(asked.sort()).toEqual(["/api/ingredients/Ascorbic Acid", "/api/ingredients/Niacinamide"]);
    // Only what a card shows travels with the page.
    expect(records?.[0]).toEqual({ name: "Ascorbic Acid", slug: "ascorbic-acid", function: "Antioxidant", benefits: ["Brightens"], concerns: [] });
  });

  it("leaves out an ingredient the api does not know, as the browser does", async () => {
    const { server } = withApi((path) =>
      path.endsWith("Zzqx") ? Response.json({ message: "Ingredient not found", code: "not_found" }, { status: 404 }) : Response.json({ ingredient: record("Retinol") }),
    );
    expect((await server.keyIngredients(["Zzqx", "Retinol"]))?.map((r) => r.name)).toEqual(["Retinol"]);
  });

  it("gives nothing when any other answer fails, so that the browser asks itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = withApi((path) => (path.endsWith("Retinol") ? new Response("boom", { status: 500 }) : Response.json({ ingredient: record("Niacinamide") })));
    expect(await failing.server.keyIngredients(["Niacinamide", "Retinol"])).toBeUndefined();
    const unreachable = withApi(() => Promise.reject(new Error("connection refused")));
    expect(await unreachable.server.keyIngredients(["Niacinamide"])).toBeUndefined();
  });
});
