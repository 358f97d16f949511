export const PHONE_TABS = ["Description", "Code", "Result"] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];

/** Below the lg breakpoint the page is one pane at a time; the panes stay mounted (the editor keeps its state). */
export function PhoneTabs({ active, onSelect }: { active: PhoneTab; onSelect: (tab: PhoneTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Problem sections"
      className="sticky top-16 z-10 -mx-4 mb-4 flex overflow-x-auto border-b border-slate-800 bg-slate-950/95 px-4 backdrop-blur lg:hidden"
    >
      {PHONE_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={`phone-pane-${tab}`}
          id={`phone-tab-${tab}`}
          onClick={() => onSelect(tab)}
          className={`-mb-px flex-1 shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${
            active === tab ? "border-amber-400 text-white" : "border-transparent text-slate-300"
          }`}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
