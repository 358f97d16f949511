import { loginBodySchema } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { MailIcon } from "@/components/ui/icons.tsx";
import { useLogin } from "../hooks/use-login.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { signInNote } from "../redirect-target.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { PasswordField } from "./password-field.tsx";
import { TextField } from "./text-field.tsx";

/** `redirect`: the page a guard sent the visitor from; the form says so and returns there. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const login = useLogin(redirect);
  const { values, errors, setField, handleSubmit } = useValidatedForm(loginBodySchema, {
    email: "",
    password: "",
  });

  return (
    <AuthLayout
      title="Welcome"
      subtitle="Login to your account"
      notice={redirect ? signInNote(redirect) : undefined}
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link
            to="/signup"
            search={{ redirect }}
            className="font-semibold text-amber-400 hover:text-amber-300"
          >
            Sign Up
          </Link>
        </>
      }
    >
      <form noValidate className="space-y-5" onSubmit={handleSubmit((data) => login.mutate(data))}>
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
        <PasswordField
          name="password"
          autoComplete="current-password"
          placeholder="••••••••"
          value={values.password}
          onChange={(e) => setField("password", e.target.value)}
          error={errors.password}
        />
        <div className="-mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            className="rounded font-medium text-amber-400 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            Forgot password?
          </Link>
        </div>
        <button type="submit" disabled={login.isPending} className={`${buttonClass("primary", "lg")} w-full`}>
          {login.isPending ? "Loading..." : "Sign in"}
        </button>
      </form>
    </AuthLayout>
  );
}
