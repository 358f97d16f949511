import type { ImportView } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** While the worker runs the import, the report is asked for again this often (the progress bar's step). */
export const IMPORT_POLL_MS = 1000;

/** GET /problems/import: the 20 most recent imports, newest first. */
export const importsQueryOptions = () =>
  queryOptions({
    queryKey: ["problem-imports"],
    queryFn: async () => (await call(api.problems.import.$get())).imports,
    // A running import in the list moves too; polled like the report, and only while one runs.
    refetchInterval: (query) =>
      query.state.data?.some((view) => view.status === "running") ? IMPORT_POLL_MS : false,
    staleTime: 0,
    meta: { errorToast: { fallback: "Error loading imports" } },
  });

/** GET /problems/import/{importId}: one import's report, polled until the worker is done with it. */
export const importQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: ["problem-imports", importId],
    queryFn: () =>
      call(api.problems.import[":importId"].$get({ param: { importId: encodeURIComponent(importId) } })),
    refetchInterval: (query) => (isRunning(query.state.data) ? IMPORT_POLL_MS : false),
    staleTime: 0,
  });

const isRunning = (view: ImportView | undefined) => view?.status === "running";
