import { buttonClass } from "@/components/ui/button-styles.ts";

interface UsersPaginationProps {
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}

export function UsersPagination({ page, pageCount, from, to, total, onPage }: UsersPaginationProps) {
  return (
    <nav aria-label="Users pages" className="flex flex-wrap items-center justify-between gap-4 p-5 text-sm">
      <p className="text-slate-400" data-testid="users-range">
        {total === 0 ? "No users to show" : `Users ${from}–${to} of ${total}`}
      </p>
      <div className="flex items-center gap-3">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className={buttonClass("secondary", "sm")}
        >
          Prev
        </button>
        <span className="tabular-nums text-slate-300" data-testid="users-page">
          {page} / {pageCount}
        </span>
        <button
          type="button"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          className={buttonClass("secondary", "sm")}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
