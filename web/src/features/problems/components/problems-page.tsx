import { PAGE_SIZE, type ProblemListItem } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useMemo, useState } from "react";
import { PlusIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Pager } from "@/components/ui/pager.tsx";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/use-media-query.ts";
import { problemsQueryOptions } from "../api/get-problems.ts";
import { useDeleteProblem } from "../hooks/use-delete-problem.ts";
import { distinctValues, filterProblems, paginate } from "../utils/filter-problems.ts";
import type { ProblemsSearch } from "../utils/problems-search.ts";
import { DeleteProblemDialog } from "./delete-problem-dialog.tsx";
import { ProblemFilters } from "./problem-filters.tsx";
import { ProblemsCompactList } from "./problems-compact-list.tsx";
import { ProblemsSkeleton } from "./problems-skeleton.tsx";
import { ProblemsTable } from "./problems-table.tsx";

/**
 * The playlist pieces this page shows. They belong to the playlists feature; the route hands them in so the
 * two features never import each other.
 */
export interface PlaylistIntegration {
  /** The Public Playlists strip; renders nothing when there are none. */
  Carousel: ComponentType;
  CreateDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  AddDialog: ComponentType<{ open: boolean; onClose: () => void; problemId: string }>;
}

interface ProblemsPageProps {
  filters: ProblemsSearch;
  /** Replaces the URL's search: every filter change goes back to page 1. */
  onFiltersChange: (next: ProblemsSearch) => void;
  /** Pushes a history entry, so Back returns to the page before. */
  onPageChange: (page: number | undefined) => void;
  isAdmin: boolean;
  playlists: PlaylistIntegration;
  /** "Next for you" (the suggestions feature's panel, handed in by the route), above the list. */
  nextForYou?: ReactNode;
}

export function ProblemsPage({
  filters,
  onFiltersChange,
  onPageChange,
  isAdmin,
  playlists,
  nextForYou,
}: ProblemsPageProps) {
  const { data: problems, isPending, isError } = useQuery(problemsQueryOptions());
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState<ProblemListItem | null>(null);
  const [deleting, setDeleting] = useState<ProblemListItem | null>(null);
  const remove = useDeleteProblem();

  const all = problems ?? [];
  const tags = useMemo(() => distinctValues(all, (p) => p.tags), [all]);
  const companies = useMemo(() => distinctValues(all, (p) => p.companies), [all]);
  const filtered = useMemo(() => filterProblems(all, filters), [all, filters]);
  const page = paginate(filtered, filters.page ?? 1, PAGE_SIZE.problems);
  const { Carousel, CreateDialog, AddDialog } = playlists;
  // A phone gets compact rows: the table's six columns need ~760 px.
  const List = useMediaQuery(WIDE_SCREEN) ? ProblemsTable : ProblemsCompactList;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-white">Problems</h1>
          <p className="mt-2 text-slate-300">Pick a problem, write a solution, and get it accepted.</p>
        </div>
        {!isPending && all.length > 0 ? (
          <button type="button" className={buttonClass("primary")} onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" /> Create Playlist
          </button>
        ) : null}
      </header>

      {isPending ? (
        <ProblemsSkeleton />
      ) : all.length === 0 ? (
        <EmptyState failed={isError} />
      ) : (
        <>
          {nextForYou}
          <Carousel />
          <ProblemFilters
            filters={filters}
            tags={tags}
            companies={companies}
            onChange={(change) => onFiltersChange({ ...filters, ...change, page: undefined })}
          />
          <p className="mt-4 mb-3 text-sm text-slate-300 sm:mt-6" data-testid="problems-count">
            {filtered.length === 0
              ? "No matching problems"
              : `Showing ${(page.current - 1) * PAGE_SIZE.problems + 1}–${
                  (page.current - 1) * PAGE_SIZE.problems + page.items.length
                } of ${filtered.length} problems`}
          </p>
          <List problems={page.items} isAdmin={isAdmin} onSaveToPlaylist={setSaving} onDelete={setDeleting} />
          <div className="mt-4">
            <Pager
              label="Problems pages"
              page={page.current}
              pageCount={page.pageCount}
              onPageChange={(p) => onPageChange(p === 1 ? undefined : p)}
            />
          </div>
        </>
      )}

      <CreateDialog open={creating} onClose={() => setCreating(false)} />
      <AddDialog open={saving !== null} onClose={() => setSaving(null)} problemId={saving?.id ?? ""} />
      {isAdmin ? (
        <DeleteProblemDialog
          problem={deleting}
          isDeleting={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={(problem) => remove.mutate(problem.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </section>
  );
}

function EmptyState({ failed }: { failed: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
      <p className="text-xl font-semibold text-slate-200">No problems found</p>
      <p className="mt-2 text-slate-400">
        {failed
          ? "The problems could not be loaded. Try again in a moment."
          : "Check back soon for new problems."}
      </p>
    </div>
  );
}
