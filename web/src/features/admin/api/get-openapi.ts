import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import type { OpenApiDocument } from "../lib/openapi-view.ts";

/** GET /openapi.json: the API's OpenAPI 3.1 document (public; the same for every caller, so kept for the session). */
export async function getOpenApiDocument() {
  return (await call(api["openapi.json"].$get())) as unknown as OpenApiDocument;
}

export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: ["openapi"],
    queryFn: getOpenApiDocument,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: { fallback: "Error getting the API document", useServerMessage: false } },
  });
