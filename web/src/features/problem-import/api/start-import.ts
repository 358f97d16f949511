import { api, call } from "@/lib/api-client.ts";

export type ImportSource = { kind: "file"; file: File } | { kind: "url"; url: string };

/**
 * POST /problems/import, answered 202 `{ importId }` once the job is queued (the work is polled with
 * `importQueryOptions`). An archive goes as the raw request body, its name and the verify flag in the query: the API
 * stores it as it streams, where a multipart form would be read whole into memory first. A URL goes as JSON.
 * The route reads its body itself (three shapes), so hc has no input type to check these against.
 */
export function startImport({ source, verify }: { source: ImportSource; verify: boolean }) {
  if (source.kind === "url") return call(api.problems.import.$post({ json: { url: source.url, verify } }));
  return call(
    api.problems.import.$post(
      { query: { name: source.file.name, verify: String(verify) } },
      { headers: { "Content-Type": "application/octet-stream" }, init: { body: source.file } },
    ),
  );
}
