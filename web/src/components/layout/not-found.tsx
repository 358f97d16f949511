import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";

export function NotFound() {
  return (
    <section
      className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center"
      data-testid="not-found"
    >
      <p className="text-gradient text-8xl font-black tracking-tight">404</p>
      <h1 className="mt-6 text-2xl font-semibold text-white">Oops—page not found.</h1>
      <p className="mt-2 max-w-md text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={`${buttonClass("primary", "md")} mt-8`}>
        Go Home
      </Link>
    </section>
  );
}
