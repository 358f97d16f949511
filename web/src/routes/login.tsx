import { createFileRoute } from "@tanstack/react-router";
import { LoginForm } from "@/features/auth/components/login-form.tsx";
import { redirectSignedIn } from "@/features/auth/guards.ts";

export const Route = createFileRoute("/login")({
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  component: LoginForm,
});
