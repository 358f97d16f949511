import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";

export function CtaSection() {
  return (
    <section data-testid="cta" aria-labelledby="cta-title" className="py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl border border-slate-800 bg-linear-to-br from-slate-900 via-slate-900 to-slate-950 px-6 py-16 text-center sm:px-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-linear-to-r from-amber-500/30 via-pink-500/25 to-violet-500/30 blur-3xl"
          />
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ready to put your skills on the <span className="text-gradient">grindstone</span>?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
            An account is free. Pick a problem, write a solution, and see what the judge says.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to="/signup" className={buttonClass("primary", "lg")}>
              Create Free Account
            </Link>
            <Link to="/problems" className={buttonClass("secondary", "lg")}>
              Browse Problems
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
