import { createFileRoute } from "@tanstack/react-router";
import { todayLeaderboardQueryOptions } from "@/features/leaderboard/api/get-today-leaderboard.ts";
import { LeaderboardPage } from "@/features/leaderboard/components/leaderboard-page.tsx";

export const Route = createFileRoute("/_authenticated/leaderboard")({
  // Prefetch without waiting: the page shows its own ten-row skeleton (spec §2.10).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(todayLeaderboardQueryOptions());
  },
  component: LeaderboardPage,
});
