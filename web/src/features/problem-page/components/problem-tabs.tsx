import type { Language, ProblemDetail, SubmissionView } from "@grindstone/shared";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { DescriptionTab } from "./description-tab.tsx";
import { EditorialTab } from "./editorial-tab.tsx";
import { HintsTab } from "./hints-tab.tsx";
import { SubmissionsTab } from "./submissions-tab.tsx";

const TABS = ["Description", "Submissions", "Discussion", "Hints", "Editorial"] as const;
type Tab = (typeof TABS)[number];

/**
 * The left pane's tabs (WAI-ARIA tabs: arrow keys move between them). Only the open panel is rendered, so
 * the Submissions tab fetches when it is opened (spec §4) and the discussion room is joined while its tab is open.
 * `discussion` is the discussions feature's panel, handed in by the route (the features do not import each other).
 */
export function ProblemTabs({
  problem,
  language,
  onLoadSubmission,
  discussion,
}: {
  problem: ProblemDetail;
  language: Language;
  onLoadSubmission: (submission: SubmissionView) => void;
  discussion: ReactNode;
}) {
  const [active, setActive] = useState<Tab>("Description");
  const baseId = useId();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length] ?? "Description";
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Problem"
        // On a phone the strip scrolls within itself instead of widening the page.
        className="flex gap-1 overflow-x-auto border-b border-slate-800"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition ${
              active === tab
                ? "border-amber-400 text-white"
                : "border-transparent text-slate-300 hover:text-white"
            }`}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className="pt-5"
      >
        {active === "Description" ? <DescriptionTab problem={problem} language={language} /> : null}
        {active === "Submissions" ? (
          <SubmissionsTab problemId={problem.id} onLoad={onLoadSubmission} />
        ) : null}
        {active === "Discussion" ? discussion : null}
        {active === "Hints" ? <HintsTab hints={problem.hints} lock={problem.contestLock} /> : null}
        {active === "Editorial" ? (
          <EditorialTab editorial={problem.editorial} solved={problem.isSolved} lock={problem.contestLock} />
        ) : null}
      </div>
    </div>
  );
}
