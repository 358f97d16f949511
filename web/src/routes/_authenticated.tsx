import { createFileRoute } from "@tanstack/react-router";
import { requireUser } from "@/features/auth/guards.ts";

/** Pathless layout for every screen that needs sign-in (spec §2.1): signed-out visitors go to /. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context }) => requireUser(context.queryClient).then(() => undefined),
});
