import { forgotPasswordBodySchema } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { MailIcon } from "@/components/ui/icons.tsx";
import { useForgotPassword } from "../hooks/use-forgot-password.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { TextField } from "./text-field.tsx";

const linkClass = "font-semibold text-amber-400 hover:text-amber-300";

/** Asks for the account's e-mail; the server's one answer (the same for every e-mail) replaces the form. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const { values, errors, setField, handleSubmit } = useValidatedForm(forgotPasswordBodySchema, {
    email: "",
  });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="We will e-mail you a link to choose a new one"
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {request.isSuccess ? (
        <div className="space-y-5">
          <p
            role="status"
            data-testid="reset-requested"
            className="rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200"
          >
            {request.data.message}
          </p>
          <button
            type="button"
            onClick={() => request.reset()}
            className={`${buttonClass("secondary", "md")} w-full`}
          >
            Use another e-mail
          </button>
        </div>
      ) : (
        <form noValidate className="space-y-5" onSubmit={handleSubmit((data) => request.mutate(data))}>
          <TextField
            label="Email"
            icon={MailIcon}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={(e) => setField("email", e.target.value)}
            error={errors.email}
          />
          <button
            type="submit"
            disabled={request.isPending}
            className={`${buttonClass("primary", "lg")} w-full`}
          >
            {request.isPending ? "Sending..." : "Send reset link"}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
