import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/**
 * WAI-ARIA tabs: the strip scrolls within itself on a phone (instead of widening the page), arrow keys (and
 * Home/End) move between tabs, only the open panel is rendered (so a tab's data loads when it opens, spec §2.6,
 * §2.13). Used by the problem pages (practice and contest), the contest page and the admin problem form's languages.
 */
export function TabStrip<T extends string>({
  tabs,
  active,
  onSelect,
  label,
  renderTab = (tab) => tab,
  children,
}: {
  tabs: readonly T[];
  active: T;
  onSelect: (tab: T) => void;
  label: string;
  /** What a tab shows (default: its name); marks beside the name go here. */
  renderTab?: (tab: T) => ReactNode;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const i = tabs.indexOf(active);
    const next =
      event.key === "ArrowRight"
        ? tabs[(i + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(i - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-800"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
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
            onClick={() => onSelect(tab)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-amber-400 ${
              active === tab
                ? "border-amber-400 text-white"
                : "border-transparent text-slate-300 hover:text-white"
            }`}
          >
            {renderTab(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className="pt-5"
      >
        {children}
      </div>
    </div>
  );
}
