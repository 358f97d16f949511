import type { ReactNode } from "react";

const KEYWORDS = new Set([
  "function",
  "const",
  "let",
  "return",
  "for",
  "of",
  "if",
  "new",
  "class",
  "def",
  "in",
  "while",
  "else",
]);
const TOKEN =
  /(\/\/.*$|#.*$)|("[^"]*"|'[^']*')|\b(\d+)\b|\b([A-Za-z_$][\w$]*)\b(?=\s*\()|\b([A-Za-z_$][\w$]*)\b/gm;

/** A tiny highlighter for decorative snippets: comments, strings, numbers, calls and keywords. */
function highlight(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) out.push(line.slice(last, index));
    const [text, comment, string, number, call, word] = match;
    const name = call ?? word ?? "";
    const className = comment
      ? "text-slate-400 italic"
      : string
        ? "text-emerald-300"
        : number
          ? "text-amber-300"
          : KEYWORDS.has(name)
            ? "text-pink-400"
            : call
              ? "text-sky-300"
              : "text-slate-200";
    out.push(
      <span key={index} className={className}>
        {text}
      </span>,
    );
    last = index + text.length;
  }
  if (last < line.length) out.push(line.slice(last));
  return out;
}

interface CodeWindowProps {
  fileName: string;
  code: string;
  /** Rendered under the code, e.g. a runtime readout. */
  footer?: ReactNode;
  className?: string;
}

/** A decorative, read-only editor panel (not Monaco: it must stay tiny on the landing and auth pages). */
export function CodeWindow({ fileName, code, footer, className = "" }: CodeWindowProps) {
  const lines = code.replace(/\n$/, "").split("\n");
  return (
    <figure
      aria-label={`Code sample: ${fileName}`}
      className={`overflow-hidden rounded-2xl border border-slate-700/70 bg-slate-900/90 shadow-2xl shadow-black/50 backdrop-blur ${className}`}
    >
      <div className="flex items-center gap-2 border-b border-slate-800 bg-slate-950/70 px-4 py-3">
        <span className="size-3 rounded-full bg-rose-500/90" />
        <span className="size-3 rounded-full bg-amber-400/90" />
        <span className="size-3 rounded-full bg-emerald-500/90" />
        <span className="ml-3 rounded-md bg-slate-800/80 px-2.5 py-1 font-mono text-xs text-slate-300">
          {fileName}
        </span>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      <pre tabIndex={0} className="overflow-x-auto px-4 py-4 font-mono text-[13px] leading-6">
        <code>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static lines, never reordered.
            <span key={i} className="flex">
              <span className="mr-4 w-6 shrink-0 select-none text-right text-slate-600">{i + 1}</span>
              <span className="whitespace-pre">{highlight(line)}</span>
            </span>
          ))}
        </code>
      </pre>
      {footer}
    </figure>
  );
}
