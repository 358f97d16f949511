import { type ContestStatus, type ContestView, SYSTEM_TEST_TEXT } from "@grindstone/shared";

/**
 * Where a round with pretests stands for the contest page (issue 28): during the round only the note; after the end
 * waiting for the last pretest verdicts, system testing (with its progress), or done. Null: no pretests. `status` is
 * the page's effective status (the server's clock), so "waiting" shows from the end even before the server says so.
 */
export type SystemTestPhase =
  | { kind: "round" }
  | { kind: "waiting"; text: string }
  | { kind: "running"; text: string; done: number; total: number }
  | { kind: "done"; text: string };

export function systemTestPhase(
  contest: Pick<ContestView, "pretests" | "systemTest">,
  status: ContestStatus,
): SystemTestPhase | null {
  if (!contest.pretests) return null;
  if (status !== "ENDED") return { kind: "round" };
  const { status: phase, done, total } = contest.systemTest;
  if (phase === "DONE") return { kind: "done", text: SYSTEM_TEST_TEXT.done };
  if (phase === "RUNNING")
    return { kind: "running", text: SYSTEM_TEST_TEXT.running(done, total), done, total };
  return { kind: "waiting", text: SYSTEM_TEST_TEXT.waiting };
}

/** The standings are not final yet: an ended round with pretests whose system test is not done. */
export const standingsProvisional = (
  contest: Pick<ContestView, "pretests" | "systemTest">,
  status: ContestStatus,
) => contest.pretests && status === "ENDED" && contest.systemTest.status !== "DONE";
