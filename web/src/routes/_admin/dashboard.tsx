import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminUsersQueryOptions } from "@/features/admin/api/get-users.ts";
import { DashboardPage } from "@/features/admin/components/dashboard-page.tsx";
import { authQueryOptions } from "@/features/auth/api/get-auth-check.ts";

export const Route = createFileRoute("/_admin/dashboard")({
  // Prefetch without waiting: the page draws its counters and table skeleton while the list loads.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminUsersQueryOptions());
  },
  component: Screen,
});

function Screen() {
  const { data: me } = useQuery(authQueryOptions());
  return <DashboardPage currentUserId={me?.id} />;
}
