import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form.tsx";

/** Open signed in or out: asking for a link reveals nothing and changes nothing until the link is used. */
export const Route = createFileRoute("/forgot-password")({
  component: ForgotPasswordForm,
});
