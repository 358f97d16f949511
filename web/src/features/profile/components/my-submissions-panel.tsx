import type { SubmissionView } from "@grindstone/shared";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass } from "@/components/ui/field-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { SubmissionList } from "@/judge/components/submission-list.tsx";

// Spec §2.7: the status filter's options; "" is All Submissions.
const FILTERS = [
  { value: "", label: "All Submissions" },
  { value: "Accepted", label: "Accepted" },
  { value: "Wrong Answer", label: "Wrong Answer" },
  { value: "Time Limit Exceeded", label: "Time Limit Exceeded" },
] as const;

/** Rows shown at first and added per "Show more", so a long history does not render at once. */
const CHUNK = 10;

export function MySubmissionsPanel({ submissions }: { submissions: SubmissionView[] | undefined }) {
  const selectId = useId();
  const [status, setStatus] = useState("");
  const [shown, setShown] = useState(CHUNK);
  const filtered = (submissions ?? []).filter((s) => !status || s.status === status);

  return (
    <section
      aria-labelledby="my-submissions-heading"
      className="rounded-2xl border border-slate-800 bg-slate-900/50 p-6"
      data-testid="my-submissions"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-submissions-heading" className="text-lg font-semibold text-white">
          My Submissions
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-slate-400">
            Status
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setShown(CHUNK);
            }}
            className={`${controlClass()} w-auto py-1.5`}
          >
            {FILTERS.map((f) => (
              <option key={f.label} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {submissions === undefined ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading submissions" />
        </div>
      ) : (
        <>
          <SubmissionList
            submissions={filtered.slice(0, shown)}
            emptyText="No submissions found"
            linkToProblem
          />
          {filtered.length > shown ? (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                onClick={() => setShown((n) => n + CHUNK)}
              >
                Show more ({filtered.length - shown} left)
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
