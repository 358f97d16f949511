import { createFileRoute } from "@tanstack/react-router";
import { importQueryOptions } from "@/features/problem-import/api/imports.ts";
import { ImportReportPage } from "@/features/problem-import/components/import-report-page.tsx";

export const Route = createFileRoute("/_admin/import-problems/$importId")({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(importQueryOptions(params.importId));
  },
  component: Screen,
});

function Screen() {
  const { importId } = Route.useParams();
  // Keyed so going from one report to another starts with the other's data, not this one's mutation state.
  return <ImportReportPage key={importId} importId={importId} />;
}
