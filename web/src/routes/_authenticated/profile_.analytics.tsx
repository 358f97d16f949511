import { createFileRoute } from "@tanstack/react-router";
import { authQueryOptions } from "@/features/auth/api/get-auth-check.ts";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { AnalyticsPage } from "@/features/profile/analytics/analytics-page.tsx";
import { userAnalyticsQueryOptions } from "@/features/profile/analytics/get-user-analytics.ts";

// profile_: beside /profile, not inside it (the profile page has no outlet).
export const Route = createFileRoute("/_authenticated/profile_/analytics")({
  // Started, not awaited: the page shows its own skeleton.
  loader: ({ context: { queryClient } }) => {
    const user = queryClient.getQueryData(authQueryOptions().queryKey);
    if (user) void queryClient.prefetchQuery(userAnalyticsQueryOptions(user.id));
  },
  component: AnalyticsScreen,
});

function AnalyticsScreen() {
  const user = useAuthUser();
  if (!user) return null; // the _authenticated guard has already sent signed-out visitors away
  return <AnalyticsPage userId={user.id} />;
}
