import { DIFFICULTIES } from "@grindstone/shared";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, fieldErrorClass } from "@/components/ui/field-styles.ts";
import { CloseIcon } from "@/components/ui/icons.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { onSelectOption } from "@/lib/select-option.ts";
import type { PickableProblem } from "../api/create-contest.ts";
import type { ContestFormErrors, ContestFormValues } from "../lib/contest-form.ts";
import { RatedCheckbox } from "../ratings/rated-checkbox.tsx";
import { PretestsCheckbox } from "../system-test/pretests-checkbox.tsx";
import { Field } from "./field.tsx";
import { ProblemVisibilityBadge } from "./problem-visibility-badge.tsx";

type Props = {
  values: ContestFormValues;
  errors: ContestFormErrors;
  onChange: (patch: Partial<ContestFormValues>) => void;
  problemsById: Map<string, PickableProblem>;
  onRemoveProblem: (id: string) => void;
  onSubmit: () => void;
  saving: boolean;
  serverError: string | null;
  /** "Create Contest", or "Save Changes" when editing; `savingLabel` is the spinner's spoken text. */
  submitLabel: string;
  savingLabel: string;
};

const control = (error?: string) => `${controlClass(Boolean(error))} mt-1.5`;

/**
 * Spec §2.17 "Contest Details": title, description, difficulty, start, end, scoring, rated, pretests, the selected
 * problems.
 */
export function ContestDetailsForm({
  values,
  errors,
  onChange,
  problemsById,
  onRemoveProblem,
  onSubmit,
  saving,
  serverError,
  submitLabel,
  savingLabel,
}: Props) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <form
      noValidate
      aria-labelledby="contest-details-heading"
      className="space-y-5 rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="contest-details-heading" className="text-xl font-semibold text-white">
        Contest Details
      </h2>
      <Field label="Title" error={errors.title}>
        <input
          value={values.title}
          onChange={(e) => onChange({ title: e.target.value })}
          className={control(errors.title)}
        />
      </Field>
      <Field label="Description" error={errors.description}>
        <textarea
          rows={4}
          value={values.description}
          onChange={(e) => onChange({ description: e.target.value })}
          className={`${control(errors.description)} resize-y`}
        />
      </Field>
      <Field label="Difficulty" error={errors.difficulty}>
        <select
          value={values.difficulty}
          onChange={onSelectOption(DIFFICULTIES, (difficulty) => onChange({ difficulty }))}
          className={control(errors.difficulty)}
        >
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Start Time" error={errors.startTime} hint={`Your time zone (${zone})`}>
          <input
            type="datetime-local"
            step={1}
            value={values.startLocal}
            onChange={(e) => onChange({ startLocal: e.target.value })}
            className={control(errors.startTime)}
          />
        </Field>
        <Field label="End Time" error={errors.endTime} hint={`Your time zone (${zone})`}>
          <input
            type="datetime-local"
            step={1}
            value={values.endLocal}
            onChange={(e) => onChange({ endLocal: e.target.value })}
            className={control(errors.endTime)}
          />
        </Field>
        <Field
          label="Penalty Minutes"
          error={errors.penaltyMinutes}
          hint="Per rejected try before the first Accepted"
        >
          <input
            type="number"
            min={0}
            inputMode="numeric"
            value={values.penaltyMinutes}
            onChange={(e) => onChange({ penaltyMinutes: e.target.value })}
            className={control(errors.penaltyMinutes)}
          />
        </Field>
        <Field
          label="Freeze Minutes"
          error={errors.freezeMinutes}
          hint="The standings freeze this long before the end (0: never)"
        >
          <input
            type="number"
            min={0}
            inputMode="numeric"
            value={values.freezeMinutes}
            onChange={(e) => onChange({ freezeMinutes: e.target.value })}
            className={control(errors.freezeMinutes)}
          />
        </Field>
      </div>
      <RatedCheckbox checked={values.rated} onChange={(rated) => onChange({ rated })} />
      <PretestsCheckbox checked={values.pretests} onChange={(pretests) => onChange({ pretests })} />
      <section aria-labelledby="selected-heading">
        <h3 id="selected-heading" className="text-sm font-medium text-slate-300">
          Selected Problems ({values.problemIds.length})
        </h3>
        {values.problemIds.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">Add problems from the list.</p>
        ) : (
          <ol className="mt-2 space-y-2" data-testid="selected-problems">
            {values.problemIds.map((id, i) => {
              const problem = problemsById.get(id);
              const title = problem?.title ?? id;
              return (
                <li
                  key={id}
                  className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/50 px-3 py-2 text-sm"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="min-w-0 truncate text-slate-100">
                      <span className="mr-2 font-mono text-slate-400">{String.fromCharCode(65 + i)}.</span>
                      {title}
                    </span>
                    {problem ? <ProblemVisibilityBadge isPublic={problem.isPublic} /> : null}
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemoveProblem(id)}
                    aria-label={`Remove ${title}`}
                    className="rounded-lg p-1 text-slate-300 transition hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {errors.problemIds ? <p className={fieldErrorClass}>{errors.problemIds}</p> : null}
      </section>
      {serverError ? (
        <p
          role="alert"
          data-testid="save-error"
          className="rounded-xl border border-rose-500/40 bg-rose-500/10 p-3 text-sm text-rose-100"
        >
          {serverError}
        </p>
      ) : null}
      <button type="submit" disabled={saving} className={`${buttonClass("primary", "lg")} w-full`}>
        {saving ? <Spinner className="size-5" label={savingLabel} /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
