import { PLANS, ROLES } from "@grindstone/shared";
import { useId } from "react";
import { SearchIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { onSelectOption } from "@/lib/select-option.ts";
import { NO_FILTERS, type UserFilters } from "../lib/users.ts";

interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}

export function UserFiltersBar({ filters, onChange }: UserFiltersBarProps) {
  const ids = { search: useId(), role: useId(), plan: useId() };
  const active = filters.search !== "" || filters.role !== "ALL" || filters.plan !== "ALL";
  return (
    <div className="grid gap-4 border-b border-slate-800 p-5 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <div>
        <label htmlFor={ids.search} className={labelClass}>
          Search
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={ids.search}
            type="search"
            placeholder="Name or email"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
            className={`${controlClass()} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.role} className={labelClass}>
          Role
        </label>
        <select
          id={ids.role}
          value={filters.role}
          onChange={onSelectOption(["ALL", ...ROLES], (role) => onChange({ ...filters, role }))}
          className={`${controlClass()} mt-1.5`}
        >
          <option value="ALL">All</option>
          <option value="ADMIN">Admin</option>
          <option value="USER">User</option>
        </select>
      </div>
      <div>
        <label htmlFor={ids.plan} className={labelClass}>
          Plan
        </label>
        <select
          id={ids.plan}
          value={filters.plan}
          onChange={onSelectOption(["ALL", ...PLANS], (plan) => onChange({ ...filters, plan }))}
          className={`${controlClass()} mt-1.5`}
        >
          <option value="ALL">All</option>
          <option value="FREE">Free</option>
          <option value="PAID">Paid</option>
        </select>
      </div>
      <button
        type="button"
        disabled={!active}
        onClick={() => onChange(NO_FILTERS)}
        className={buttonClass("secondary")}
      >
        Clear Filters
      </button>
    </div>
  );
}
