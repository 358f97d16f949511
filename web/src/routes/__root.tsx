import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { Navbar } from "@/components/layout/navbar.tsx";
import { NotFound } from "@/components/layout/not-found.tsx";
import { authQueryOptions } from "@/features/auth/api/get-auth-check.ts";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { useLogout } from "@/features/auth/hooks/use-logout.ts";
import { useSessionSocket } from "@/features/auth/hooks/use-session-socket.ts";
import { useSessionSync } from "@/features/auth/hooks/use-session-sync.ts";
import { LaterFailureBadge } from "@/features/challenges/components/later-failure-badge.tsx";
import { AppToaster } from "@/lib/toast.ts";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The one auth check at start-up (spec §2.1); later navigations read it from the cache.
  beforeLoad: async ({ context }) => {
    await context.queryClient.ensureQueryData(authQueryOptions());
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const user = useAuthUser();
  const logout = useLogout();
  useSessionSocket(user?.id);
  useSessionSync(user !== null);

  return (
    <>
      <Navbar user={user} onLogout={() => logout.mutate()} isLoggingOut={logout.isPending} />
      <main className="min-h-screen pt-16">
        <Outlet />
      </main>
      <LaterFailureBadge signedIn={user !== null} />
      <AppToaster />
    </>
  );
}
