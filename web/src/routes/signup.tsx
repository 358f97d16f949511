import { createFileRoute } from "@tanstack/react-router";
import { SignupForm } from "@/features/auth/components/signup-form.tsx";
import { redirectSignedIn } from "@/features/auth/guards.ts";

export const Route = createFileRoute("/signup")({
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  component: SignupForm,
});
