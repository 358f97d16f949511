import { errorBodySchema } from "@grindstone/shared";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { sessionCookieName } from "../lib/session.ts";
import { ROUTES, type RouteDoc } from "./route-registry.ts";

export const API_BASE = "/api/v1";
/** The document's own version: bump the minor when routes are added, the major when one changes incompatibly. */
export const API_DOC_VERSION = "1.0.0";
const COOKIE_AUTH = "sessionCookie";

/** Hono's "/contests/:id" as OpenAPI writes it: "/contests/{id}". */
export const toOpenApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z_]+)/g, "{$1}");

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

// Every id in a path is a UUID (an unknown or malformed one is a 404 or 400 {error, code}); a topic is its tag, an
// asset its name.
const pathParams = (path: string) => {
  const names = pathParamNames(path);
  if (names.length === 0) return undefined;
  return z.object(
    Object.fromEntries(names.map((n) => [n, n === "tag" || n === "name" ? z.string().min(1) : z.uuid()])),
  );
};

const json = (schema: z.ZodType, mediaType = "application/json") => ({
  content: { [mediaType]: { schema } },
});
const errorSchema = errorBodySchema.meta({ id: "Error" });
const errorResponse = (description: string) => ({ description, ...json(errorSchema) });

function operation(route: RouteDoc): ZodOpenApiOperationObject {
  const status = route.status ?? 200;
  const responses: ZodOpenApiOperationObject["responses"] = {
    [status]: { description: status === 201 ? "Created" : "OK", ...json(route.response, route.mediaType) },
    ...(route.alsoStatus
      ? { [route.alsoStatus]: { description: "Accepted: queued, not judged yet", ...json(route.response) } }
      : {}),
    "400": errorResponse("Invalid input: `code` VALIDATION or MALFORMED_JSON"),
    ...(route.access !== "public" ? { "401": errorResponse("No valid session: UNAUTHENTICATED") } : {}),
    ...(route.access === "admin" ? { "403": errorResponse("Not an admin: FORBIDDEN") } : {}),
    default: errorResponse("Any other error: `{ error, code }`, `code` one of the listed values"),
  };
  const path = pathParams(route.path);
  return {
    operationId: `${route.method}${toOpenApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string) => (c ?? "").toUpperCase())}`,
    tags: [route.tag],
    summary: route.summary,
    ...(route.access === "admin" ? { description: "ADMIN role only (checked on the server)." } : {}),
    security: route.access === "public" ? [] : [{ [COOKIE_AUTH]: [] }],
    ...(path || route.query
      ? { requestParams: { ...(path ? { path } : {}), ...(route.query ? { query: route.query } : {}) } }
      : {}),
    ...(route.body ? { requestBody: { required: true, ...json(route.body) } } : {}),
    responses,
  };
}

function buildDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of ROUTES) {
    const at = toOpenApiPath(route.path);
    paths[at] = { ...paths[at], [route.method]: operation(route) };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Grindstone",
        version: API_DOC_VERSION,
        description:
          "The Grindstone HTTP API. Errors are `{ error, code }`. Discussion posts and live updates go over " +
          "socket.io (docs/api.md), not HTTP.",
      },
      servers: [{ url: API_BASE }],
      security: [{ [COOKIE_AUTH]: [] }],
      tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name })),
      components: {
        securitySchemes: {
          [COOKIE_AUTH]: {
            type: "apiKey",
            in: "cookie",
            name: sessionCookieName(false),
            description: `Set by /auth/login and /auth/register; named ${sessionCookieName(true)} in production.`,
          },
        },
      },
      paths,
    },
    {
      // Responses may gain fields (the contract: add freely, never rename or drop), so an object in a response
      // does not close itself with additionalProperties: false.
      override: ({ jsonSchema, io }) => {
        if (io === "output" && jsonSchema.additionalProperties === false)
          delete jsonSchema.additionalProperties;
      },
    },
  );
}

let built: ReturnType<typeof createDocument> | undefined;
/** The document, built once per process (it depends on code only). */
export const openApiDocument = () => {
  built ??= buildDocument();
  return built;
};
