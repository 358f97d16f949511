import type { ProblemDetail } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { adminProblemQueryOptions } from "../api/problems.ts";
import { DEFAULT_SNIPPETS } from "../data/default-snippets.ts";
import { useProblemForm } from "../hooks/use-problem-form.ts";
import { useUpdateProblem } from "../hooks/use-save-problem.ts";
import { checkUpdate, problemToFormValues } from "../lib/problem-form.ts";
import { ProblemFormFields } from "./problem-form-fields.tsx";
import { SaveError } from "./save-error.tsx";

/** /update-problem/{id} (spec §2.15): loads the admin view of the problem, then edits a copy of it. */
export function UpdateProblemPage({ id }: { id: string }) {
  const problem = useQuery(adminProblemQueryOptions(id));

  if (problem.isPending) return <FullPageSpinner />;
  if (problem.isError) {
    return (
      <section
        className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center"
        role="alert"
      >
        <h1 className="text-3xl font-bold text-white">Problem not found</h1>
        <p className="mt-3 text-slate-400">
          {errorMessage(problem.error, "The problem could not be loaded.")}
        </p>
        <Link to="/problems" className={`${buttonClass("secondary")} mt-8`}>
          Back to problems
        </Link>
      </section>
    );
  }
  // Keyed by id so opening another problem starts a fresh form.
  return <UpdateProblemForm key={problem.data.id} problem={problem.data} />;
}

function UpdateProblemForm({ problem }: { problem: ProblemDetail }) {
  const form = useProblemForm(problemToFormValues(problem, DEFAULT_SNIPPETS), checkUpdate);
  const update = useUpdateProblem();

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-white">Update Problem</h1>
        <p className="mt-2 text-lg text-slate-400">
          Editing <span className="font-medium text-slate-200">{problem.title}</span>. Saving judges the
          reference solutions again, then opens the problem.
        </p>
      </header>

      <form
        noValidate
        className="mt-10 space-y-6"
        onSubmit={form.handleSubmit((body) => update.mutate({ id: problem.id, body }))}
      >
        <ProblemFormFields form={form} examplesOptional />
        <SaveError
          title="Error updating problem"
          message={update.isError ? errorMessage(update.error, "The server did not say why.") : null}
        />
        <div className="flex items-center justify-end gap-4">
          {update.isPending ? (
            <p className="text-sm text-slate-400">Judging the reference solutions against every test case…</p>
          ) : null}
          <button type="submit" disabled={update.isPending} className={buttonClass("primary", "lg")}>
            {update.isPending ? <Spinner className="size-5" label="Saving problem" /> : null}
            Update Problem
          </button>
        </div>
      </form>
    </section>
  );
}
