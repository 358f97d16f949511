import { PASSWORD_RESET_TEXTS, resetPasswordBodySchema } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { isInvalidResetLink, useResetPassword } from "../hooks/use-reset-password.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { PasswordField } from "./password-field.tsx";

const passwordSchema = resetPasswordBodySchema.pick({ password: true });
const linkClass = "font-semibold text-amber-400 hover:text-amber-300";

function InvalidLink() {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
    >
      {PASSWORD_RESET_TEXTS.invalidToken}{" "}
      <Link to="/forgot-password" className={linkClass}>
        Get a new link
      </Link>
    </div>
  );
}

/** The e-mailed link's page: a new password (sign-up's rules), then sign-in. A spent or expired link says so. */
export function ResetPasswordForm({ token }: { token?: string }) {
  const reset = useResetPassword();
  const { values, errors, setField, handleSubmit } = useValidatedForm(passwordSchema, { password: "" });
  const spent = !token || (reset.isError && isInvalidResetLink(reset.error));

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Every device signed in to this account will be signed out"
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {spent ? (
        <InvalidLink />
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}
        >
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            value={values.password}
            onChange={(e) => setField("password", e.target.value)}
            error={errors.password}
          />
          <button
            type="submit"
            disabled={reset.isPending}
            className={`${buttonClass("primary", "lg")} w-full`}
          >
            {reset.isPending ? "Saving..." : "Set new password"}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
