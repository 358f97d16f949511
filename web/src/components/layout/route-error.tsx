import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";

/** Shown when a route throws while loading or rendering; never shows a stack trace to the user. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center" role="alert">
      <h1 className="text-2xl font-semibold text-white">Something went wrong</h1>
      <p className="mt-2 max-w-md text-slate-400">This page could not be shown. Please try again.</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          className={buttonClass("primary", "md")}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </button>
        <Link to="/" className={buttonClass("secondary", "md")}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
