import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { errorMessage } from "@/lib/api-client.ts";
import { pickableProblemsQueryOptions } from "../api/create-contest.ts";
import { useCreateContest } from "../hooks/use-create-contest.ts";
import {
  type ContestFormErrors,
  type ContestFormValues,
  checkContest,
  emptyContestForm,
  toContestBody,
} from "../lib/contest-form.ts";
import { ContestDetailsForm } from "./contest-details-form.tsx";
import { ProblemPicker } from "./problem-picker.tsx";

/** /create-contest (spec §2.17). */
export function CreateContestPage() {
  const create = useCreateContest();
  return (
    <ContestFormPage
      initial={emptyContestForm}
      heading="Create Contest"
      subtitle="Set the contest details and pick its problems."
      submitLabel="Create Contest"
      savingLabel="Creating contest"
      saving={create.isPending}
      serverError={create.isError ? errorMessage(create.error, "Error creating contest") : null}
      onSave={(body) => create.mutate(body)}
    />
  );
}

type FormPageProps = {
  initial: () => ContestFormValues;
  heading: string;
  subtitle: string;
  submitLabel: string;
  savingLabel: string;
  saving: boolean;
  serverError: string | null;
  onSave: (body: ReturnType<typeof toContestBody>) => void;
};

/**
 * The contest form, for creating and for editing (/update-contest/{id}). Checked with the API's schema before
 * sending; errors appear after the first submit and then follow every change.
 */
export function ContestFormPage({
  initial,
  heading,
  subtitle,
  submitLabel,
  savingLabel,
  saving,
  serverError,
  onSave,
}: FormPageProps) {
  const [values, setValues] = useState<ContestFormValues>(initial);
  const [errors, setErrors] = useState<ContestFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const { data: problems } = useQuery(pickableProblemsQueryOptions());
  const problemsById = useMemo(() => new Map((problems ?? []).map((p) => [p.id, p])), [problems]);

  useEffect(() => {
    if (!attempted) return;
    const result = checkContest(values);
    setErrors(result.ok ? {} : result.errors);
  }, [attempted, values]);

  const change = (patch: Partial<ContestFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggle = (id: string) =>
    setValues((v) => ({
      ...v,
      problemIds: v.problemIds.includes(id) ? v.problemIds.filter((p) => p !== id) : [...v.problemIds, id],
    }));
  const submit = () => {
    setAttempted(true);
    const result = checkContest(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSave(toContestBody(values));
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{heading}</h1>
        <p className="mt-2 text-lg text-slate-400">{subtitle}</p>
      </header>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <ContestDetailsForm
          values={values}
          errors={errors}
          onChange={change}
          problemsById={problemsById}
          onRemoveProblem={toggle}
          onSubmit={submit}
          saving={saving}
          serverError={serverError}
          submitLabel={submitLabel}
          savingLabel={savingLabel}
        />
        <ProblemPicker selected={values.problemIds} onToggle={(p) => toggle(p.id)} />
      </div>
    </section>
  );
}
