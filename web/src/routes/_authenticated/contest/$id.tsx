import { createFileRoute } from "@tanstack/react-router";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { contestQueryOptions } from "@/features/contests/api/get-contests.ts";
import { ContestDetailPage } from "@/features/contests/components/contest-detail-page.tsx";

export const Route = createFileRoute("/_authenticated/contest/$id")({
  // Started, not awaited: the page shows its own skeleton.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(contestQueryOptions(params.id));
  },
  component: ContestScreen,
});

function ContestScreen() {
  const { id } = Route.useParams();
  const user = useAuthUser();
  return (
    <ContestDetailPage
      contestId={id}
      me={{ id: user?.id ?? "", username: user?.username ?? "", isAdmin: user?.role === "ADMIN" }}
    />
  );
}
