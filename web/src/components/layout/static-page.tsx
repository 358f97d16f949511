import type { ReactNode } from "react";

/** A page of plain text (About, Contact, Privacy, Terms): a title, an optional lead and readable sections. */
export function StaticPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-testid="static-page">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-300">{lead}</p> : null}
      <div className="mt-8 space-y-8 leading-relaxed text-slate-300 [&_a]:text-amber-300 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-amber-200 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-white [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
