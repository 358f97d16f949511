import { createFileRoute } from "@tanstack/react-router";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { AdminGuard } from "@/features/auth/components/admin-guard.tsx";
import { requireAdmin } from "@/features/auth/guards.ts";

/** Pathless layout for the admin screens: only role ADMIN gets through; others go to / (replace). */
export const Route = createFileRoute("/_admin")({
  beforeLoad: ({ context }) => requireAdmin(context.queryClient).then(() => undefined),
  pendingComponent: FullPageSpinner,
  component: AdminGuard,
});
