import { createFileRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "@/features/auth/guards.ts";
import { LandingPage } from "@/features/landing/components/landing-page.tsx";

export const Route = createFileRoute("/")({
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  component: LandingPage,
});
