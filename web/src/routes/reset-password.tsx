import { createFileRoute } from "@tanstack/react-router";
import { resetSearch } from "@/features/auth/auth-search.ts";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";

/** The e-mailed link's target. Open signed in too: the link may be opened in a tab that is still signed in. */
export const Route = createFileRoute("/reset-password")({
  validateSearch: resetSearch,
  component: ResetPassword,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
