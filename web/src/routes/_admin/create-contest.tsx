import { createFileRoute } from "@tanstack/react-router";
import { pickableProblemsQueryOptions } from "@/features/contests/api/create-contest.ts";
import { CreateContestPage } from "@/features/contests/components/create-contest-page.tsx";

export const Route = createFileRoute("/_admin/create-contest")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pickableProblemsQueryOptions());
  },
  component: CreateContestPage,
});
