/** A small neutral label for tags and company names. */
export function TagPill({ children, tone = "slate" }: { children: string; tone?: "slate" | "sky" }) {
  const colours =
    tone === "sky"
      ? "border-sky-500/25 bg-sky-500/10 text-sky-300"
      : "border-slate-700 bg-slate-800/70 text-slate-300";
  return (
    <span className={`inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-medium ${colours}`}>
      {children}
    </span>
  );
}
