import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { redirectSignedIn } from "@/features/auth/guards.ts";
import { SIGN_OUT_NOTICES, SIGN_OUT_REASONS } from "@/features/auth/session.ts";
import { LandingPage } from "@/features/landing/components/landing-page.tsx";

/** `?signedOut=blocked|expired`: why the app signed this tab out; anything else is ignored. */
const landingSearchSchema = z.object({
  signedOut: z.enum(SIGN_OUT_REASONS).optional().catch(undefined),
});

export const Route = createFileRoute("/")({
  validateSearch: (search) => landingSearchSchema.parse(search),
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  component: Landing,
});

function Landing() {
  const { signedOut } = Route.useSearch();
  return <LandingPage notice={signedOut ? SIGN_OUT_NOTICES[signedOut] : undefined} />;
}
