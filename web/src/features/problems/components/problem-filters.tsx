import { DIFFICULTIES } from "@grindstone/shared";
import { useId, useState } from "react";
import { SearchIcon } from "@/components/ui/action-icons.tsx";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { ChevronDownIcon } from "@/components/ui/icons.tsx";
import { optionOf } from "@/lib/select-option.ts";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/use-media-query.ts";
import type { ProblemsSearch } from "../utils/problems-search.ts";

/** The value of each selector's "everything" option (spec §2.5). */
const ALL = "ALL";

interface ProblemFiltersProps {
  filters: ProblemsSearch;
  tags: string[];
  companies: string[];
  onChange: (next: Partial<ProblemsSearch>) => void;
}

/**
 * The filter bar. On a phone it folds behind a "Filters" button (with how many are active), so the first
 * problems are on the first screen; from `md` up it is always open.
 */
export function ProblemFilters(props: ProblemFiltersProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (wide) return <FilterFields {...props} />;
  const { filters } = props;
  const active = [filters.search, filters.difficulty, filters.tag, filters.company].filter(Boolean).length;
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/50">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-200"
      >
        <span>
          Filters
          {active > 0 ? (
            <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs text-slate-950">
              {active}
            </span>
          ) : null}
        </span>
        <ChevronDownIcon className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-slate-800">
        {open ? <FilterFields {...props} bare /> : null}
      </div>
    </div>
  );
}

function FilterFields({
  filters,
  tags,
  companies,
  onChange,
  bare = false,
}: ProblemFiltersProps & { bare?: boolean }) {
  const ids = { search: useId(), difficulty: useId(), tag: useId(), company: useId() };
  const fromSelect = (value: string) => (value === ALL ? undefined : value);

  return (
    <search
      aria-label="Filter problems"
      className={`grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] ${
        bare ? "" : "rounded-2xl border border-slate-800 bg-slate-900/50"
      }`}
    >
      <div>
        <label htmlFor={ids.search} className={labelClass}>
          Search
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={ids.search}
            type="search"
            placeholder="Search by title"
            value={filters.search ?? ""}
            onChange={(e) => onChange({ search: e.target.value || undefined })}
            className={`${controlClass()} pl-9`}
          />
        </div>
      </div>
      <FilterSelect
        id={ids.difficulty}
        label="Difficulty"
        value={filters.difficulty ?? ALL}
        options={DIFFICULTIES}
        onChange={(v) => onChange({ difficulty: optionOf(DIFFICULTIES, v) })}
      />
      <FilterSelect
        id={ids.tag}
        label="Tag"
        value={filters.tag ?? ALL}
        options={tags}
        onChange={(v) => onChange({ tag: fromSelect(v) })}
      />
      <FilterSelect
        id={ids.company}
        label="Company"
        value={filters.company ?? ALL}
        options={companies}
        onChange={(v) => onChange({ company: fromSelect(v) })}
      />
    </search>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClass()} mt-1.5`}
      >
        <option value={ALL}>ALL</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
