import { createFileRoute } from "@tanstack/react-router";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { AdminGuard } from "@/features/auth/components/admin-guard.tsx";
import { requireAdmin } from "@/features/auth/guards.ts";

/** Pathless layout for the admin screens: only role ADMIN gets through; signed out, to sign-in; others to /. */
export const Route = createFileRoute("/_admin")({
  beforeLoad: ({ context, location }) => requireAdmin(context.queryClient, location).then(() => undefined),
  pendingComponent: FullPageSpinner,
  component: AdminGuard,
});
