import { createFileRoute } from "@tanstack/react-router";
import { importsQueryOptions } from "@/features/problem-import/api/imports.ts";
import { ImportProblemsPage } from "@/features/problem-import/components/import-problems-page.tsx";

export const Route = createFileRoute("/_admin/import-problems/")({
  // Prefetch without waiting: the form is usable at once while the list of earlier imports loads.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(importsQueryOptions());
  },
  component: ImportProblemsPage,
});
