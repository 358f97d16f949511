import { createRouter } from "@tanstack/react-router";
import { NotFound } from "@/components/layout/not-found.tsx";
import { RouteError } from "@/components/layout/route-error.tsx";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { endSessionAfterUnauthenticated } from "@/features/auth/session.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { routeTree } from "./routeTree.gen.ts";

export const queryClient = createQueryClient({
  // A read or write refused with 401 signs the tab out (to the landing page, saying why) instead of toasting.
  onSessionEnded: (reason) =>
    void endSessionAfterUnauthenticated(
      { queryClient, navigate: (options) => router.navigate(options) },
      reason,
    ),
});

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Hovered links preload their route; TanStack Query owns freshness, so the router never caches loads.
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: FullPageSpinner,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
