/** What a benchmark prints is also its report file (.tmp/bench-*.md): the lines, kept as they are logged. */
import { readFileSync } from "node:fs";

export function reportLines() {
  const lines: string[] = [];
  return {
    lines,
    log(line: string) {
      console.log(line);
      lines.push(line);
    },
  };
}

/** The 1-, 5- and 15-minute load averages: a figure taken on a busy machine says so beside it. */
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
