import { createFileRoute } from "@tanstack/react-router";
import { authSearch } from "@/features/auth/auth-search.ts";
import { SignupForm } from "@/features/auth/components/signup-form.tsx";
import { redirectSignedIn } from "@/features/auth/guards.ts";

export const Route = createFileRoute("/signup")({
  validateSearch: authSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.queryClient, search.redirect),
  component: Signup,
});

function Signup() {
  const { redirect } = Route.useSearch();
  return <SignupForm redirect={redirect} />;
}
