import { Hono } from "hono";
import { openApiDocument } from "./document.ts";

/** GET /api/v1/openapi.json: public, like the API's shape it describes (no data, no secrets). */
export function openApiRoutes() {
  return new Hono().get("/", (c) => c.json(openApiDocument()));
}
