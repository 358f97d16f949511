/** "N problems today", the count label every entry carries (spec §2.10); one solve reads "1 problem today". */
export function SolvedCount({ count, className = "" }: { count: number; className?: string }) {
  return (
    <span className={className} data-testid="solved-count">
      <span className="font-bold tabular-nums text-white">{count}</span>{" "}
      <span className="text-slate-300">{count === 1 ? "problem" : "problems"} today</span>
    </span>
  );
}
