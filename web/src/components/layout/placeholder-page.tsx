import type { ReactNode } from "react";

interface PlaceholderPageProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** Stand-in for screens that later issues build: the spec's title and a "Coming soon" note. */
export function PlaceholderPage({ title, subtitle, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8" data-testid="placeholder-page">
      <h1 className="text-4xl font-bold tracking-tight text-white">{title}</h1>
      {subtitle ? <p className="mt-3 text-lg text-slate-400">{subtitle}</p> : null}
      <div className="mt-10 rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
        <p className="text-5xl" aria-hidden="true">
          🛠️
        </p>
        <p className="mt-4 text-xl font-semibold text-slate-200">Coming soon</p>
        <p className="mt-2 text-slate-400">This screen is on its way. Check back shortly.</p>
        {children}
      </div>
    </section>
  );
}
