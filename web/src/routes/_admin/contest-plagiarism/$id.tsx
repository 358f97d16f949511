import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { plagiarismReportQueryOptions } from "@/features/contests/plagiarism/api/plagiarism.ts";
import { PlagiarismPage } from "@/features/contests/plagiarism/components/plagiarism-page.tsx";

/** Admin only (the _admin layout): a contest's plagiarism report; `?pair=` opens one pair side by side. */
export const Route = createFileRoute("/_admin/contest-plagiarism/$id")({
  validateSearch: z.object({ pair: z.uuid().optional() }),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(plagiarismReportQueryOptions(params.id));
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  const { pair } = Route.useSearch();
  return <PlagiarismPage key={id} contestId={id} pairId={pair} />;
}
