import { Link } from "@tanstack/react-router";
import { ImportForm } from "./import-form.tsx";
import { RecentImports } from "./recent-imports.tsx";

/** /import-problems: start an import of problem packages and find the earlier ones (issue 25). */
export function ImportProblemsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Import problems</h1>
        <p className="mt-2 text-base text-slate-400 sm:text-lg">
          Bring in problem packages from an archive. New problems stay hidden until you publish them.
        </p>
        <p className="mt-2 text-sm text-slate-400">
          Writing one by hand?{" "}
          <Link to="/add-problem" className="text-sky-400 underline">
            Add a problem
          </Link>
        </p>
      </header>
      <div className="mt-8 space-y-8">
        <ImportForm />
        <RecentImports />
      </div>
    </section>
  );
}
