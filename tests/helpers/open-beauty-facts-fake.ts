/**
 * A local stand-in for Open Beauty Facts at the HTTP boundary, serving answers in the shapes of
 * the real API (GET /api/v2/product/{code}.json and GET /cgi/search.pl?...&json=1), plus the
 * failures the api must survive: slow, 500, malformed, huge. Used by the Worker tests
 * (worker-global-setup provides its URL as `obfUrl`).
 *
 * Barcodes (valid check digits): FAKE_OBF.found, .noIngredients, .unknownType, .slow, .error,
 * .malformed, .huge; any other valid code is "product not found" (404, status 0).
 * Searches: terms containing "slowterm", "failterm", "badjsonterm" or "hugeterm" fail that way;
 * others find three products named after the terms: a face cream (with list and picture), a
 * shampoo (no skincare type) and a serum without an ingredient list.
 * Recent changes (GET /api/v2/search?sort_by=last_modified_t&page=&page_size=, the daily sync):
 * whatever a test set with PUT /__changes {products, failPages?} (products in OBF's shape with
 * last_modified_t; failPages: page numbers answered 500 once each), newest first;
 * GET /__changes/requests lists the pages asked for since.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gs1CheckDigit } from "../../core/barcode";

const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;

export const FAKE_OBF = {
  found: withCheck("400590003665"),
  noIngredients: withCheck("376000000001"),
  unknownType: withCheck("376000000002"),
  slow: withCheck("376000000003"),
  error: withCheck("376000000004"),
  malformed: withCheck("376000000005"),
  huge: withCheck("376000000006"),
  notFound: withCheck("376000000007"),
};

const image = (code: string) => `https://images.openbeautyfacts.org/images/products/${code.slice(0, 3)}/${code.slice(3, 6)}/${code.slice(6, 9)}/${code.slice(9)}/front_en.4.400.jpg`;

const PRODUCTS: Record<string, Record<string, unknown>> = {
  [FAKE_OBF.found]: {
    code: FAKE_OBF.found,
    product_name: "Soft Crème hydratante",
    product_name_en: "Soft Moisturising Cream",
    brands: "Nivea, Beiersdorf",
    categories: "Hygiène, Soins du visage, Crèmes visage",
    categories_tags: ["en:hygiene", "en:face-care", "en:face-creams"],
    ingredients_text_en: "Aqua, Glycerin, Myristyl Alcohol, Paraffinum Liquidum, Butyrospermum Parkii Butter, Simmondsia Chinensis Seed Oil, Tocopheryl Acetate, Parfum",
    image_front_url: image(FAKE_OBF.found),
  },
  [FAKE_OBF.noIngredients]: {
    code: FAKE_OBF.noIngredients,
    product_name: "Sérum Éclat Vitamine C",
    brands: "Labo Fictif",
    categories_tags: ["en:face-serums"],
    ingredients_text: "",
  },
  [FAKE_OBF.unknownType]: {
    code: FAKE_OBF.unknownType,
    product_name: "Shampooing Douceur",
    brands: "Labo Fictif",
    categories_tags: ["en:hair-care", "en:shampoos"],
    ingredients_text: "Aqua, Sodium Laureth Sulfate, Coco-Betaine, Parfum",
    image_front_url: image(FAKE_OBF.unknownType),
  },
};

function barcodeFor(text: string, n: number): string {
  let h = 7;
  for (const ch of `${text}|${n}`) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  return withCheck(`299${String(h).padStart(9, "0")}`);
}

function searchProducts(terms: string) {
  return [
    {
      code: barcodeFor(terms, 1),
      product_name: `${terms} Face Cream`,
      brands: "Fakebrand",
      categories_tags: ["en:face-creams"],
      ingredients_text: "Aqua, Glycerin, Niacinamide, Squalane, Phenoxyethanol",
      image_front_url: image(barcodeFor(terms, 1)),
    },
    { code: barcodeFor(terms, 2), product_name: `${terms} Shampoo`, brands: "Fakebrand", categories_tags: ["en:shampoos"], ingredients_text: "Aqua, Sodium Laureth Sulfate" },
    { code: barcodeFor(terms, 3), product_name: `${terms} Serum`, brands: "Fakebrand", categories_tags: ["en:serums"] },
  ];
}

export async function startOpenBeautyFactsFake() {
  const userAgents: string[] = [];
  const changes = { products: [] as Array<Record<string, unknown>>, failPages: [] as number[], requests: [] as string[] };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    userAgents.push(String(req.headers["user-agent"] ?? ""));
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const fail = (kind: "slow" | "error" | "malformed" | "huge") => {
      if (kind === "slow") setTimeout(() => json(200, { status: 0 }), 3000);
      else if (kind === "error") json(500, { status: "failure", error: "Internal Server Error" });
      else if (kind === "malformed") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("<html><body>Service temporarily unavailable</body></html>");
      } else {
        // 3 MB without a content-length: the client must stop reading by itself.
        res.writeHead(200, { "content-type": "application/json" });
        const chunk = `{"pad":"${"x".repeat(64 * 1024)}"},`;
        res.write('{"status":1,"products":[');
        let sent = 0;
        const more = () => {
          while (sent < 48) {
            sent++;
            if (!res.write(chunk)) return void res.once("drain", more);
          }
          res.end("{}]}");
        };
        more();
      }
    };
    if (url.pathname === "/__user-agents") return json(200, { userAgents });
    if (url.pathname === "/__changes" && req.method === "PUT") {
      let text = "";
      for await (const chunk of req) text += chunk;
      const body = JSON.parse(text) as { products: Array<Record<string, unknown>>; failPages?: number[] };
      Object.assign(changes, { products: body.products, failPages: body.failPages ?? [], requests: [] });
      return json(200, { ok: true });
    }
    if (url.pathname === "/__changes/requests") return json(200, { requests: changes.requests });
    if (url.pathname === "/api/v2/search" && url.searchParams.get("sort_by") === "last_modified_t") {
      changes.requests.push(url.search);
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("page_size") ?? 24);
      if (changes.failPages.includes(page)) {
        changes.failPages = changes.failPages.filter((p) => p !== page);
        return fail("error");
      }
      const sorted = [...changes.products].sort((a, b) => Number(b.last_modified_t) - Number(a.last_modified_t));
      const products = sorted.slice((page - 1) * size, page * size);
      return json(200, { count: sorted.length, page, page_count: products.length, page_size: size, products, skip: (page - 1) * size });
    }
    const product = url.pathname.match(/^\/api\/v2\/product\/(\d+)\.json$/);
    if (product) {
      const code = product[1];
      if (code === FAKE_OBF.slow) return fail("slow");
      if (code === FAKE_OBF.error) return fail("error");
      if (code === FAKE_OBF.malformed) return fail("malformed");
      if (code === FAKE_OBF.huge) return fail("huge");
      const found = PRODUCTS[code];
      return found
        ? json(200, { code, product: found, status: 1, status_verbose: "product found" })
        : json(404, { code, status: 0, status_verbose: "product not found" });
    }
    if (url.pathname === "/cgi/search.pl") {
      const terms = url.searchParams.get("search_terms") ?? "";
      if (terms.includes("slowterm")) return fail("slow");
      if (terms.includes("failterm")) return fail("error");
      if (terms.includes("badjsonterm")) return fail("malformed");
      if (terms.includes("hugeterm")) return fail("huge");
      const products = searchProducts(terms);
      return json(200, { count: products.length, page: 1, page_count: products.length, page_size: 20, products, skip: 0 });
    }
    json(404, { status: 0, status_verbose: "no such endpoint" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
