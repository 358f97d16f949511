import type { KeyboardEvent, ReactNode } from "react";

export const PHONE_TABS = ["Description", "Code", "Result"] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];

/**
 * Below the lg breakpoint a problem page (practice or contest) is one pane at a time; the panes stay mounted (the
 * editor keeps its state). The strip sticks under the nav bar; `trailing` (the contest's clock) sticks with it.
 * Arrow keys, Home and End move between the tabs, as in every WAI-ARIA tab list.
 */
export function PhoneTabs({
  active,
  onSelect,
  trailing,
}: {
  active: PhoneTab;
  onSelect: (tab: PhoneTab) => void;
  trailing?: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const i = PHONE_TABS.indexOf(active);
    const n = PHONE_TABS.length;
    const next = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[event.key];
    const tab = next === undefined ? undefined : PHONE_TABS[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    document.getElementById(`phone-tab-${tab}`)?.focus();
  };
  return (
    <div className="sticky top-16 z-10 -mx-4 mb-4 flex items-center border-b border-slate-800 bg-slate-950/95 px-4 backdrop-blur lg:hidden">
      <div
        role="tablist"
        aria-label="Problem sections"
        className="flex min-w-0 flex-1 overflow-x-auto"
        onKeyDown={onKeyDown}
      >
        {PHONE_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={active === tab}
            aria-controls={`phone-pane-${tab}`}
            id={`phone-tab-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px flex-1 shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap ${
              active === tab ? "border-amber-400 text-white" : "border-transparent text-slate-300"
            }`}
          >
            {tab}
          </button>
        ))}
      </div>
      {trailing ? <div className="shrink-0 pl-2">{trailing}</div> : null}
    </div>
  );
}
