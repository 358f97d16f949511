import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useProblemForm } from "../hooks/use-problem-form.ts";
import { useCreateProblem } from "../hooks/use-save-problem.ts";
import { checkCreate, emptyProblemForm } from "../lib/problem-form.ts";
import { HiddenSwitch } from "./hidden-switch.tsx";
import { ProblemFormFields } from "./problem-form-fields.tsx";
import { SampleLoader } from "./sample-loader.tsx";
import { SaveError } from "./save-error.tsx";

// Issue 22: a problem made for a contest would spoil it if learners could open it before the contest ends.
const FOR_CONTEST_NOTE =
  "Made for a contest: hidden by default so learners cannot see it before the contest ends.";

/** /add-problem (spec §2.14); `forContest` (from the create-contest page) starts the problem hidden. */
export function AddProblemPage({ forContest = false }: { forContest?: boolean }) {
  const form = useProblemForm(emptyProblemForm(), checkCreate);
  const create = useCreateProblem();
  const [hidden, setHidden] = useState(forContest);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-white">Add Problem</h1>
          <p className="mt-2 text-lg text-slate-400">
            Create a new problem with test cases, an example and reference solutions.
          </p>
          <p className="mt-2 text-sm text-slate-400">
            Have a Kattis / ICPC problem package?{" "}
            <Link to="/import-problems" className="text-sky-400 underline">
              Import problem packages
            </Link>
          </p>
        </div>
        <SampleLoader onLoad={form.reset} />
      </header>

      <form
        noValidate
        className="mt-10 space-y-6"
        onSubmit={form.handleSubmit((body) => create.mutate({ ...body, isPublic: !hidden }))}
      >
        <ProblemFormFields form={form} />
        <HiddenSwitch hidden={hidden} onChange={setHidden} note={forContest ? FOR_CONTEST_NOTE : undefined} />
        <SaveError
          title="Error creating problem"
          message={create.isError ? errorMessage(create.error, "The server did not say why.") : null}
        />
        <div className="flex items-center justify-end gap-4">
          {create.isPending ? (
            <p className="text-sm text-slate-400">Judging the reference solutions against every test case…</p>
          ) : null}
          <button type="submit" disabled={create.isPending} className={buttonClass("primary", "lg")}>
            {create.isPending ? <Spinner className="size-5" label="Creating problem" /> : null}
            Create Problem
          </button>
        </div>
      </form>
    </section>
  );
}
