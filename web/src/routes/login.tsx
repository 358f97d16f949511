import { createFileRoute } from "@tanstack/react-router";
import { authSearch } from "@/features/auth/auth-search.ts";
import { LoginForm } from "@/features/auth/components/login-form.tsx";
import { redirectSignedIn } from "@/features/auth/guards.ts";

export const Route = createFileRoute("/login")({
  validateSearch: authSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.queryClient, search.redirect),
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  return <LoginForm redirect={redirect} />;
}
