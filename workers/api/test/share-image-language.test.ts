/**
 * The share image in the reader's language (issue 31): the page that links it adds `?lang=`, so
 * every language's image has its own URL (and its own render in the PNG cache); without it, or
 * with a language that has no catalogue, the image is the English one whatever the headers say.
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { call, evaluatedRoutineOf, signUp, testEnv } from "./helpers";

async function sharedRoutine() {
  const owner = await signUp();
  const product = (n: string, productType: string) => ({ name: n, productType, ingredients: "Aqua, Glycerin, Niacinamide" });
  const id = await evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    { goal: "hydration", skinType: "dry", stackName: "Winter routine", morningProducts: [product("A", "Cleanser")], nightProducts: [product("B", "Moisturizer")] },
  );
  expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
  return id;
}

const svgOf = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(path, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toMatch(/^public/);
  return res.text();
};

describe("share image language", () => {
  it("draws the labels, subtitle and decimal sign of the URL's language; English without one", async () => {
    const id = await sharedRoutine();
    const german = await svgOf(`/api/stacks/${id}/share-image.svg?lang=de`);
    for (const word of ["Vollständigkeit", "Wirksamkeit", "Sicherheit", "Inhaltsstoffqualität", "gesamt / 10", "Hauttyp: trocken"]) expect(german).toContain(word);
    expect(german).toContain("Winter routine");
    // The goal is named in the image's language too (domain.goal.*), not in English.
    expect(german).toContain("Feuchtigkeit · Hauttyp: trocken");
    expect(german).not.toContain("Completeness");
    expect(german).not.toMatch(/>\d\.\d<\/text>/);

    const english = await svgOf(`/api/stacks/${id}/share-image.svg`, { "accept-language": "de", cookie: "lang=de" });
    for (const word of ["Completeness", "Routine Balance", "overall / 10", "dry skin"]) expect(english).toContain(word);
    expect(await svgOf(`/api/stacks/${id}/share-image.svg?lang=xx`)).toBe(english);
    expect(await svgOf(`/api/stacks/${id}/share-image.svg?lang=../en`)).toBe(english);
    expect((await svgOf(`/api/stacks/${id}/share-image.svg?lang=fr`))).toContain("Hydratation · peau sèche");
  });

  it("renders one PNG per language", async () => {
    const rendered: string[] = [];
    const app = createApp({
      renderPng: async (svg) => {
        rendered.push(svg);
        return new TextEncoder().encode(`png ${rendered.length}`);
      },
    });
    const id = await sharedRoutine();
    const image = (query: string) => app.request(`/api/stacks/${id}/share-image.png${query}`, { headers: { "cf-connecting-ip": "203.0.113.91" } }, testEnv());
    for (const query of ["", "?lang=es", "?lang=es", ""]) expect((await image(query)).status).toBe(200);
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toContain("Equilibrio de la rutina");
  });
});
