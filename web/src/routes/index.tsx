import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { redirectSignedIn } from "@/features/auth/guards.ts";
import { SIGN_OUT_NOTICES, SIGN_OUT_REASONS } from "@/features/auth/session.ts";
import { LandingPage } from "@/features/landing/components/landing-page.tsx";
import { publicStatsQueryOptions } from "@/features/topics/api/get-public-stats.ts";

/** `?signedOut=blocked|expired`: why the app signed this tab out; anything else is ignored. */
const landingSearchSchema = z.object({
  signedOut: z.enum(SIGN_OUT_REASONS).optional().catch(undefined),
});

export const Route = createFileRoute("/")({
  validateSearch: (search) => landingSearchSchema.parse(search),
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  // Prefetch without waiting: the page is useful before its numbers arrive, and shows a dash until then.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicStatsQueryOptions());
  },
  component: Landing,
});

function Landing() {
  const { signedOut } = Route.useSearch();
  const stats = useQuery(publicStatsQueryOptions());
  return <LandingPage notice={signedOut ? SIGN_OUT_NOTICES[signedOut] : undefined} stats={stats.data} />;
}
