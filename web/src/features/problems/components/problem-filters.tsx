import { DIFFICULTIES, type Difficulty } from "@grindstone/shared";
import { useId } from "react";
import { SearchIcon } from "@/components/ui/action-icons.tsx";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import type { ProblemsSearch } from "../utils/problems-search.ts";

/** The value of each selector's "everything" option (spec §2.5). */
const ALL = "ALL";

interface ProblemFiltersProps {
  filters: ProblemsSearch;
  tags: string[];
  companies: string[];
  onChange: (next: Partial<ProblemsSearch>) => void;
}

export function ProblemFilters({ filters, tags, companies, onChange }: ProblemFiltersProps) {
  const ids = { search: useId(), difficulty: useId(), tag: useId(), company: useId() };
  const fromSelect = (value: string) => (value === ALL ? undefined : value);

  return (
    <search
      aria-label="Filter problems"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div>
        <label htmlFor={ids.search} className={labelClass}>
          Search
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
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
        onChange={(v) => onChange({ difficulty: fromSelect(v) as Difficulty | undefined })}
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
