import { PAGE_SIZE } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { adminUsersQueryOptions } from "../api/get-users.ts";
import { filterUsers, NO_FILTERS, type UserFilters, userStats } from "../lib/users.ts";
import { UserFiltersBar } from "./user-filters-bar.tsx";
import { UserStatsCards } from "./user-stats-cards.tsx";
import { UsersPagination } from "./users-pagination.tsx";
import { UsersTable } from "./users-table.tsx";

/** /dashboard (spec §2.16). `currentUserId` hides the Block button on the admin's own row. */
export function DashboardPage({ currentUserId }: { currentUserId: string | undefined }) {
  const users = useQuery(adminUsersQueryOptions());
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);

  const all = users.data ?? [];
  const stats = useMemo(() => userStats(all), [all]);
  const filtered = useMemo(() => filterUsers(all, filters), [all, filters]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE.adminUsers));
  const current = Math.min(page, pageCount);
  const offset = (current - 1) * PAGE_SIZE.adminUsers;
  const rows = filtered.slice(offset, offset + PAGE_SIZE.adminUsers);

  // Spec §2.16: any filter change goes back to page 1.
  const changeFilters = (next: UserFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-white">Dashboard</h1>
        <p className="mt-2 text-lg text-slate-400">Manage users and monitor platform statistics</p>
        <p className="mt-2 text-sm text-slate-400">
          Problems:{" "}
          <Link to="/add-problem" className="text-sky-400 underline">
            Add a problem
          </Link>{" "}
          or{" "}
          <Link to="/import-problems" className="text-sky-400 underline">
            import problem packages
          </Link>
          {" · "}
          <Link to="/review-challenges" className="text-sky-400 underline">
            Review learners' challenges
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-400">
          For tool authors:{" "}
          <Link to="/api-docs" className="text-sky-400 underline">
            API reference
          </Link>
        </p>
      </header>

      <UserStatsCards stats={stats} loading={users.isPending} />

      <div className="mt-10 rounded-2xl border border-slate-800 bg-slate-900/60">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-800 p-5">
          <h2 className="text-xl font-semibold text-white">All Users</h2>
          <p className="text-sm text-slate-400" data-testid="users-showing">
            Showing {filtered.length} of {all.length} users
          </p>
        </div>
        <UserFiltersBar filters={filters} onChange={changeFilters} />
        <UsersTable users={rows} loading={users.isPending} currentUserId={currentUserId} />
        <UsersPagination
          page={current}
          pageCount={pageCount}
          from={filtered.length === 0 ? 0 : offset + 1}
          to={offset + rows.length}
          total={filtered.length}
          onPage={setPage}
        />
      </div>
    </section>
  );
}
