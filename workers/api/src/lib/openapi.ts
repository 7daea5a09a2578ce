/**
 * The api's OpenAPI 3.1 document, generated from the routes the app registered and the validators
 * on them (lib/validate): paths, path parameters, query parameters and JSON bodies come from the
 * same valibot schemas that check requests, so the document cannot drift from what is enforced.
 * Served at GET /api/openapi.json; a committed copy is docs/openapi.json (`npm run openapi`).
 */
import { isOptional, toJsonSchema, type JsonSchema } from "@core/schemas/json-schema";
import * as v from "valibot";
import { validationOf, type Validation } from "./validate";

interface RegisteredRoute {
  method: string;
  path: string;
  handler: object;
}

const ERROR: JsonSchema = {
  type: "object",
  properties: { message: { type: "string" }, code: { type: "string" } },
  required: ["message", "code"],
};

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** `/api/stacks/:id` as OpenAPI writes it, `/api/stacks/{id}`, with the parameters' names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted.length > 1 ? converted.replace(/\/$/, "") : converted, params };
}

/** The fields of the object schemas of one target's validators. */
function fieldsOf(validations: Validation[], target: Validation["target"]) {
  return validations
    .filter((x) => x.target === target)
    .flatMap(({ schema }) => Object.entries((schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries ?? {}));
}

function parametersOf(params: string[], validations: Validation[]) {
  const checked = new Map(fieldsOf(validations, "param"));
  const inPath = params.map((name) => {
    const schema = checked.get(name);
    return { name, in: "path", required: true, schema: schema ? toJsonSchema(schema) : { type: "string" } };
  });
  const inQuery = fieldsOf(validations, "query").map(([name, schema]) => ({ name, in: "query", required: !isOptional(schema), schema: toJsonSchema(schema) }));
  return [...inPath, ...inQuery];
}

/** The answers of failed validations: 400 `validation_error`, or the status a validator answers instead (a malformed id: 404). */
function validationAnswers(validations: Validation[]) {
  const statuses = new Set(validations.map((x) => (x.onInvalid ? x.onInvalid().status : 400)));
  const answers: Record<string, ReturnType<typeof errorAnswer>> = {};
  for (const status of [...statuses].sort()) {
    answers[String(status)] =
      status === 400
        ? errorAnswer("The request did not pass validation (`validation_error`, `invalid_json`)")
        : errorAnswer(status === 404 ? "Not found (also a path parameter that cannot name anything)" : "An error, as `{message, code}`");
  }
  return answers;
}

function operation(method: string, path: string, params: string[], validations: Validation[]) {
  const body = validations.find((x) => x.target === "json");
  const parameters = parametersOf(params, validations);
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: !body.optional, content: { "application/json": { schema: toJsonSchema(body.schema) } } } } : {}),
    responses: {
      "2XX": { description: "Success" },
      ...validationAnswers(validations),
      ...(body && !body.optional ? { "415": errorAnswer("The body was not sent as JSON") } : {}),
      default: errorAnswer("An error, as `{message, code}`"),
    },
  };
}

/** The document for the routes of a Hono app (`app.routes`). */
export function openApiDocument(routes: readonly RegisteredRoute[]) {
  const operations = new Map<string, { method: string; path: string; params: string[]; validations: Validation[] }>();
  for (const route of routes) {
    // Middleware for every method (`use`) is not an operation.
    if (route.method === "ALL") continue;
    const { path, params } = openApiPath(route.path);
    const key = `${path} ${route.method}`;
    const entry = operations.get(key) ?? { method: route.method, path, params, validations: [] };
    const validation = validationOf(route.handler);
    if (validation) entry.validations.push(validation);
    operations.set(key, entry);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const key of [...operations.keys()].sort()) {
    const { method, path, params, validations } = operations.get(key)!;
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(method, path, params, validations);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Skinstack api",
      version: "1",
      description: "Generated from the api's routes and request validators (workers/api/src/lib/openapi.ts). Errors are `{message, code}`.",
    },
    paths,
    components: { schemas: { Error: ERROR } },
  };
}
