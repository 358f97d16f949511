import type { ContestLock } from "@grindstone/shared";

/**
 * What a closed part of a problem shows while a live contest holds it (issue 22): the server's reason as it is, and
 * when it reopens. The content itself never reached the browser (the API withheld it).
 */
export function ContestLockNotice({ lock }: { lock: ContestLock }) {
  const reopens = new Date(lock.endTime).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <div
      role="status"
      className="rounded-2xl border border-sky-500/30 bg-sky-500/5 p-6 text-center"
      data-testid="contest-lock"
    >
      <p className="font-semibold text-sky-200">Closed during a live contest</p>
      <p className="mt-2 text-sm text-slate-300">{lock.message}</p>
      <p className="mt-1 text-xs text-slate-400">Reopens {reopens}</p>
    </div>
  );
}
