import { registerBodySchema } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { MailIcon, UserIcon } from "@/components/ui/icons.tsx";
import { useSignup } from "../hooks/use-signup.ts";
import { useValidatedForm } from "../hooks/use-validated-form.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { PasswordField } from "./password-field.tsx";
import { TextField } from "./text-field.tsx";

/** `redirect`: the page a guard sent the visitor from (through /login); sign-up returns there too. */
export function SignupForm({ redirect }: { redirect?: string }) {
  const signup = useSignup(redirect);
  const { values, errors, setField, handleSubmit } = useValidatedForm(registerBodySchema, {
    name: "",
    email: "",
    password: "",
  });

  return (
    <AuthLayout
      title="Welcome"
      subtitle="Sign Up to your account"
      footer={
        <>
          Already have an account?{" "}
          <Link
            to="/login"
            search={{ redirect }}
            className="font-semibold text-amber-400 hover:text-amber-300"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate className="space-y-5" onSubmit={handleSubmit((data) => signup.mutate(data))}>
        <TextField
          label="Name"
          icon={UserIcon}
          name="name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          value={values.name}
          onChange={(e) => setField("name", e.target.value)}
          error={errors.name}
        />
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
          autoComplete="new-password"
          placeholder="At least 6 characters"
          value={values.password}
          onChange={(e) => setField("password", e.target.value)}
          error={errors.password}
        />
        <button
          type="submit"
          disabled={signup.isPending}
          className={`${buttonClass("primary", "lg")} w-full`}
        >
          {signup.isPending ? "Loading..." : "Sign Up"}
        </button>
      </form>
    </AuthLayout>
  );
}
