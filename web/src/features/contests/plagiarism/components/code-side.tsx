import { LANGUAGE_LABEL, type PlagiarismPairDetail } from "@grindstone/shared";

type Program = PlagiarismPairDetail["left"];
type Range = { startLine: number; endLine: number };

/**
 * One program of the pair with its line numbers; lines inside a matched fragment are tinted and carry a visible
 * "≡" marker and, for screen readers, the word "matched" (never colour alone).
 */
export function CodeSide({
  program,
  ranges,
  action,
}: {
  program: Program;
  ranges: Range[];
  action: React.ReactNode;
}) {
  const lines = program.code.replace(/\n$/, "").split("\n");
  const matched = (n: number) => ranges.some((r) => n >= r.startLine && n <= r.endLine);
  const count = lines.filter((_, i) => matched(i + 1)).length;
  return (
    <section
      aria-label={`${program.username}'s program`}
      className="min-w-0 rounded-2xl border border-slate-800 bg-slate-950/60"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-800 px-4 py-3">
        <div>
          <h3 className="font-semibold text-white">{program.username}</h3>
          <p className="text-xs text-slate-400">
            {LANGUAGE_LABEL[program.language]} · {count} of {lines.length} lines matched
          </p>
        </div>
        {action}
      </header>
      <pre className="max-h-[32rem] overflow-auto py-2 font-mono text-xs leading-5">
        {lines.map((line, i) => {
          const n = i + 1;
          const hit = matched(n);
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
              key={i}
              data-matched={hit ? "true" : undefined}
              className={hit ? "flex bg-amber-400/15 text-amber-50" : "flex text-slate-300"}
            >
              <span aria-hidden="true" className="w-4 shrink-0 select-none text-center text-amber-300">
                {hit ? "≡" : ""}
              </span>
              <span className="w-10 shrink-0 select-none pr-3 text-right text-slate-500">{n}</span>
              {hit ? <span className="sr-only">matched: </span> : null}
              <code className="whitespace-pre pr-4">{line || " "}</code>
            </div>
          );
        })}
      </pre>
    </section>
  );
}
