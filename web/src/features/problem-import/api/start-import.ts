import { api, call } from "@/lib/api-client.ts";

export type ImportSource = { kind: "file"; file: File } | { kind: "url"; url: string };

/**
 * POST /problems/import: an archive as multipart (`file`, `verify`) or a URL as JSON. Answers 202 `{ importId }` once
 * the job is queued; the work itself is polled with `importQueryOptions`.
 */
export function startImport({ source, verify }: { source: ImportSource; verify: boolean }) {
  if (source.kind === "file")
    return call(api.problems.import.$post({ form: { file: source.file, verify: String(verify) } }));
  return call(api.problems.import.$post({ json: { url: source.url, verify } }));
}
