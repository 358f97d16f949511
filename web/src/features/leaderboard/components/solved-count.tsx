/** "N problems today", the count label every entry carries (spec §2.10). */
export function SolvedCount({ count, className = "" }: { count: number; className?: string }) {
  return (
    <span className={className} data-testid="solved-count">
      <span className="font-bold tabular-nums text-white">{count}</span>{" "}
      <span className="text-slate-400">problems today</span>
    </span>
  );
}
