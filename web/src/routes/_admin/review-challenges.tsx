import { createFileRoute } from "@tanstack/react-router";
import { reviewChallengesQueryOptions } from "@/features/challenges/api/challenges.ts";
import { ReviewChallengesPage } from "@/features/challenges/components/review-challenges-page.tsx";

export const Route = createFileRoute("/_admin/review-challenges")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(reviewChallengesQueryOptions());
  },
  component: ReviewChallengesPage,
});
