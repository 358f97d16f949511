import { createFileRoute } from "@tanstack/react-router";
import { requireUser } from "@/features/auth/guards.ts";

/** Pathless layout for every screen that needs sign-in (spec §2.1): signed-out visitors go to sign-in and back. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location).then(() => undefined),
});
