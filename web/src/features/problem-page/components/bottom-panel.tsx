import type { ReactNode } from "react";

export type BottomTab = "testcase" | "result";

/**
 * Under the editor: the Testcase panel or the Test Result panel (WAI-ARIA tabs). Only the open one is
 * rendered; the cases themselves live in the workspace, so switching keeps every edit.
 */
export function BottomPanel({
  active,
  onSelect,
  resultAvailable,
  testcase,
  result,
}: {
  active: BottomTab;
  onSelect: (tab: BottomTab) => void;
  resultAvailable: boolean;
  testcase: ReactNode;
  result: ReactNode;
}) {
  const tabs: { id: BottomTab; label: string; disabled: boolean }[] = [
    { id: "testcase", label: "Testcase", disabled: false },
    { id: "result", label: "Test Result", disabled: !resultAvailable },
  ];
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/40">
      <div
        role="tablist"
        aria-label="Run"
        className="flex gap-1 overflow-x-auto border-b border-slate-800 px-2"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`bottom-${tab.id}-tab`}
            aria-selected={active === tab.id}
            aria-controls="bottom-panel"
            disabled={tab.disabled}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-60 ${
              active === tab.id
                ? "border-amber-400 text-white"
                : "border-transparent text-slate-300 hover:text-white"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bottom-panel" aria-labelledby={`bottom-${active}-tab`} className="p-4">
        {active === "testcase" ? testcase : result}
      </div>
    </div>
  );
}
