/**
 * Splits a LaTeX body at separators that sit at its top level: `\item` in a list, `\\` between table rows, `&`
 * between cells. A separator inside braces, math or a nested environment belongs to that inner part.
 */
export type LatexSeparator = "item" | "row" | "cell";

export function splitTopLevel(raw: string, separator: LatexSeparator): string[] {
  const parts: string[] = [];
  let start = 0;
  let braces = 0;
  let environments = 0;
  let inMath = false;
  let i = 0;
  const cut = (end: number, next: number) => {
    parts.push(raw.slice(start, end));
    start = next;
    i = next;
  };
  while (i < raw.length) {
    const c = raw[i];
    const top = braces === 0 && environments === 0 && !inMath;
    if (c === "\\") {
      if (top && separator === "item" && /^\\item(?![a-zA-Z])/.test(raw.slice(i, i + 6))) {
        cut(i, i + 5);
        continue;
      }
      if (top && separator === "row" && raw[i + 1] === "\\") {
        // `\\[2mm]`: the optional spacing belongs to the separator.
        const spacing = /^\\\\(\s*\[[^\]]*\])?/.exec(raw.slice(i))?.[0] ?? "\\\\";
        cut(i, i + spacing.length);
        continue;
      }
      if (raw.startsWith("\\begin{", i)) environments++;
      else if (raw.startsWith("\\end{", i)) environments = Math.max(0, environments - 1);
      i += 2;
      continue;
    }
    if (c === "{") braces++;
    else if (c === "}") braces = Math.max(0, braces - 1);
    else if (c === "$") inMath = !inMath;
    else if (top && separator === "cell" && c === "&") {
      cut(i, i + 1);
      continue;
    }
    i++;
  }
  parts.push(raw.slice(start));
  return parts;
}
