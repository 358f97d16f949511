import type { ContestStatus } from "@grindstone/shared";
import { useVirtualRun } from "./use-virtual-run.ts";

export type AfterEndMode =
  | { mode: "contest" }
  | { mode: "virtual"; left: number }
  | { mode: "upsolve" }
  | { mode: "closed" };

/**
 * How a contest problem may be judged once the contest has ended: inside the caller's running virtual run (its own
 * clock), as upsolving when the page was opened for it (`?mode=upsolve`), else not at all (as before issue 26).
 */
export function useAfterEndMode(contestId: string, status: ContestStatus, upsolve: boolean): AfterEndMode {
  const ended = status === "ENDED";
  const { running, left } = useVirtualRun(contestId, ended);
  if (!ended) return { mode: "contest" };
  if (running) return { mode: "virtual", left };
  return upsolve ? { mode: "upsolve" } : { mode: "closed" };
}
