import { unreadLabel } from "../lib/clarification-list.ts";

/**
 * The tab's name with the unread count beside it. The badge's number is for the eye; the tab's accessible name
 * carries it as words ("Clarifications, 3 unread clarifications").
 */
export function ClarificationsTabLabel({ unread }: { unread: number }) {
  return (
    <>
      Clarifications
      {unread > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-950"
            data-testid="clarifications-unread"
          >
            {unread}
          </span>
          <span className="sr-only">, {unreadLabel(unread)}</span>
        </>
      ) : null}
    </>
  );
}
