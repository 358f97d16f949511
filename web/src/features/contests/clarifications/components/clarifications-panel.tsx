import type { ClarificationView, ContestStatus } from "@grindstone/shared";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { ClockedContest } from "../../api/get-contests.ts";
import { useClarificationActions } from "../hooks/use-clarification-actions.ts";
import type { ClarificationFeed } from "../hooks/use-clarification-feed.ts";
import { ClarificationForm, type ProblemOption } from "./clarification-form.tsx";
import { ClarificationItem } from "./clarification-item.tsx";

/** Why a participant cannot ask now, or null when they can (the server checks the same on its own clock). */
function askBlocked(status: ContestStatus, registered: boolean): string | null {
  if (!registered) return "Register for this contest to ask the jury.";
  if (status === "UPCOMING") return "Questions open when the contest starts.";
  if (status === "ENDED") return "The contest has ended: questions are closed.";
  return null;
}

/**
 * The Clarifications tab: the ask form (participants) or the announcement form (the jury), then every message the
 * reader may see, newest first. Answers, announcements and the jury's forms are in the list and its items.
 */
export function ClarificationsPanel({
  contest,
  status,
  isAdmin,
  feed,
}: {
  contest: ClockedContest;
  status: ContestStatus;
  isAdmin: boolean;
  feed: ClarificationFeed;
}) {
  const actions = useClarificationActions(contest.id);
  const problems: ProblemOption[] = [...contest.problems]
    .sort((a, b) => a.position - b.position)
    .map((p, i) => ({ problemId: p.problemId, label: String.fromCharCode(65 + i), title: p.problem.title }));
  const byId = new Map(feed.list.map((c) => [c.id, c]));
  const onAnswer = (item: ClarificationView, text: string, toEveryone: boolean) =>
    actions.send(actions.answer)({ id: item.id, text, public: toEveryone });
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-white">Clarifications</h2>
        <p className="mt-1 text-sm text-slate-400">
          {isAdmin
            ? "Questions from participants, your answers and announcements. Participants never see who asked."
            : "Ask the jury about a problem or the contest. Answers to you and to everyone appear here."}
        </p>
      </div>
      <section
        className="rounded-2xl border border-slate-800 bg-slate-900/40 p-4"
        aria-labelledby="clar-form"
      >
        <h3 id="clar-form" className="mb-3 text-base font-semibold text-white">
          {isAdmin ? "Announce to everyone" : "Ask a question"}
        </h3>
        {isAdmin ? (
          <ClarificationForm
            name="New announcement"
            textLabel="Announcement"
            submitLabel="Announce"
            placeholder="A correction or a note for every participant (Markdown)"
            problems={problems}
            disabledReason={null}
            busy={actions.announce.isPending}
            onSend={actions.send(actions.announce)}
          />
        ) : (
          <ClarificationForm
            name="Ask the jury"
            textLabel="Your question"
            submitLabel="Ask"
            placeholder="What is unclear? (Markdown)"
            problems={problems}
            disabledReason={askBlocked(status, contest.registered)}
            busy={actions.ask.isPending}
            onSend={actions.send(actions.ask)}
          />
        )}
      </section>
      {feed.query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading clarifications" className="space-y-3">
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : feed.query.isError ? (
        <div className="rounded-xl border border-dashed border-slate-700 p-6 text-center">
          <p className="text-slate-300">The clarifications could not be loaded.</p>
          <button
            type="button"
            className={`${buttonClass("secondary", "sm")} mt-3`}
            onClick={() => void feed.query.refetch()}
          >
            Try again
          </button>
        </div>
      ) : feed.list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-400">
          No clarifications yet.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Clarifications">
          {[...feed.list].reverse().map((item) => (
            <ClarificationItem
              key={item.id}
              item={item}
              question={item.replyToId ? byId.get(item.replyToId) : undefined}
              isAdmin={isAdmin}
              onAnswer={onAnswer}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
