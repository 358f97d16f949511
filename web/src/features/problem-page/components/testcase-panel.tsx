import { MAX_RUN_CASES } from "@grindstone/shared";
import { CloseIcon } from "@/components/ui/icons.tsx";
import { type CustomCase, newCase } from "../utils/custom-cases.ts";

const boxClass =
  "w-full resize-y rounded-lg border border-slate-700 bg-slate-950 p-2.5 font-mono text-xs text-slate-100 placeholder:text-slate-400 focus:border-amber-400 focus:outline-none";

/** What a case's two boxes are: on an interactive problem, the interactor's input and answer files. */
const LABELS = {
  plain: {
    input: "Input",
    expected: "Expected output",
    placeholder: "Empty: use the reference solution's output",
  },
  interactive: {
    input: "Interactor input",
    expected: "Answer file",
    placeholder: "Optional: the interactor's answer file",
  },
} as const;

/**
 * The cases Run uses: the visible tests to start with, editable, up to MAX_RUN_CASES. An empty expected
 * output asks the judge to run the problem's reference solution on that input and show its output instead. On an
 * interactive problem a case is the interactor's input file (and answer file): the interactor judges the exchange.
 */
export function TestcasePanel({
  cases,
  onChange,
  interactive = false,
}: {
  cases: CustomCase[];
  onChange: (cases: CustomCase[]) => void;
  interactive?: boolean;
}) {
  const labels = LABELS[interactive ? "interactive" : "plain"];
  const update = (id: number, patch: Partial<CustomCase>) =>
    onChange(cases.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  return (
    <section aria-label="Test cases" data-testid="test-cases" className="space-y-3">
      {cases.length === 0 ? (
        <p className="text-sm text-slate-300">No cases: add one to run your code.</p>
      ) : null}
      <ol className="space-y-3">
        {cases.map((c, i) => (
          <li
            key={c.id}
            data-testid="custom-case"
            className="rounded-xl border border-slate-800 bg-slate-900/50 p-3"
          >
            <div className="mb-2 flex items-center justify-between">
              <p className="text-sm font-semibold text-slate-100">Case {i + 1}</p>
              <button
                type="button"
                onClick={() => onChange(cases.filter((other) => other.id !== c.id))}
                aria-label={`Remove case ${i + 1}`}
                className="rounded-lg p-1 text-slate-300 transition hover:bg-slate-800 hover:text-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <label className="block text-xs text-slate-300">
                {labels.input}
                <textarea
                  rows={3}
                  spellCheck={false}
                  value={c.input}
                  onChange={(e) => update(c.id, { input: e.target.value })}
                  aria-label={`Case ${i + 1} ${labels.input.toLowerCase()}`}
                  className={`${boxClass} mt-1`}
                />
              </label>
              <label className="block text-xs text-slate-300">
                {labels.expected}
                <textarea
                  rows={3}
                  spellCheck={false}
                  value={c.expected}
                  placeholder={labels.placeholder}
                  onChange={(e) => update(c.id, { expected: e.target.value })}
                  aria-label={`Case ${i + 1} ${labels.expected.toLowerCase()}`}
                  className={`${boxClass} mt-1`}
                />
              </label>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={cases.length >= MAX_RUN_CASES}
        onClick={() => onChange([...cases, newCase()])}
        className="rounded-lg border border-dashed border-slate-600 px-3 py-1.5 text-sm font-medium text-slate-200 transition hover:border-amber-400/60 disabled:cursor-not-allowed disabled:opacity-60"
      >
        + Add case
      </button>
      {cases.length >= MAX_RUN_CASES ? (
        <p className="text-xs text-slate-300">A run takes at most {MAX_RUN_CASES} cases.</p>
      ) : null}
    </section>
  );
}
