import { DIFFICULTIES, type Difficulty } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TagPill } from "@/components/ui/tag-pill.tsx";
import { onSelectOption } from "@/lib/select-option.ts";
import { type PickableProblem, pickableProblemsQueryOptions } from "../api/create-contest.ts";
import { ProblemVisibilityBadge, PUBLIC_PROBLEM_NOTE } from "./problem-visibility-badge.tsx";

/**
 * Spec §2.17 "Add Problems": search by title, a difficulty filter, and a list capped at about 650 px (§9) with
 * title, difficulty, tags, acceptance and companies and an Add/Remove toggle. Every problem is marked Public or
 * Hidden (created for a contest, public once it ends), the note says what a public one means, and a new hidden
 * problem is one link away (in a new tab, so this form keeps what was typed; the list refetches on return).
 */
export function ProblemPicker({
  selected,
  onToggle,
}: {
  selected: string[];
  onToggle: (p: PickableProblem) => void;
}) {
  const { data: problems, isPending, isError } = useQuery(pickableProblemsQueryOptions());
  const [search, setSearch] = useState("");
  const [difficulty, setDifficulty] = useState<Difficulty | "ALL">("ALL");
  const searchId = useId();
  const filterId = useId();
  const needle = search.trim().toLowerCase();
  const shown = (problems ?? []).filter(
    (p) => (difficulty === "ALL" || p.difficulty === difficulty) && p.title.toLowerCase().includes(needle),
  );
  const chosen = new Set(selected);
  return (
    <section
      aria-labelledby="add-problems-heading"
      className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="add-problems-heading" className="text-xl font-semibold text-white">
          Add Problems
        </h2>
        {/* A plain link: Add Problem reads forContest=1 to default the new problem to hidden. */}
        <a
          href="/add-problem?forContest=1"
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-amber-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          New problem for this contest
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p data-testid="public-problem-note" className="text-sm text-slate-400">
        {PUBLIC_PROBLEM_NOTE}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor={searchId} className={labelClass}>
            Search by title
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search problems…"
            className={`${controlClass()} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor={filterId} className={labelClass}>
            Difficulty
          </label>
          <select
            id={filterId}
            value={difficulty}
            onChange={onSelectOption(["ALL", ...DIFFICULTIES], setDifficulty)}
            className={`${controlClass()} mt-1.5`}
          >
            <option value="ALL">All Difficulties</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading problems" />
        </div>
      ) : isError ? (
        <p className="py-6 text-center text-rose-200">The problems could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-slate-400">No problems found</p>
      ) : (
        <ul className="max-h-[650px] space-y-2 overflow-y-auto pr-1" data-testid="problem-picker">
          {shown.map((p) => {
            const isChosen = chosen.has(p.id);
            return (
              <li
                key={p.id}
                data-testid="picker-row"
                className={`rounded-xl border p-3 ${isChosen ? "border-amber-400/50 bg-amber-400/5" : "border-slate-800 bg-slate-950/40"}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-100">{p.title}</p>
                    <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                      <DifficultyBadge difficulty={p.difficulty} />
                      <ProblemVisibilityBadge isPublic={p.isPublic} />
                      <span className="text-xs text-slate-400">Acceptance {p.acceptance.toFixed(1)}%</span>
                    </div>
                  </div>
                  <button
                    type="button"
                    aria-pressed={isChosen}
                    aria-label={`${isChosen ? "Remove" : "Add"} ${p.title}`}
                    onClick={() => onToggle(p)}
                    className={buttonClass(isChosen ? "danger" : "secondary", "sm")}
                  >
                    {isChosen ? "Remove" : "Add"}
                  </button>
                </div>
                {p.tags.length + p.companies.length > 0 ? (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {p.tags.map((t) => (
                      <TagPill key={`t-${t}`}>{t}</TagPill>
                    ))}
                    {p.companies.map((c) => (
                      <TagPill key={`c-${c}`} tone="sky">
                        {c}
                      </TagPill>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
