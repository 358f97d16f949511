import { createFileRoute } from "@tanstack/react-router";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { contestsQueryOptions } from "@/features/contests/api/get-contests.ts";
import { ContestsPage } from "@/features/contests/components/contests-page.tsx";

export const Route = createFileRoute("/_authenticated/contests")({
  // Started, not awaited: the page shows its own card skeletons (spec §2.11).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(contestsQueryOptions());
  },
  component: ContestsScreen,
});

/** The signed-in user goes into the optimistic registration (the features do not import each other). */
function ContestsScreen() {
  const user = useAuthUser();
  return <ContestsPage me={{ id: user?.id ?? "", username: user?.username ?? "" }} />;
}
