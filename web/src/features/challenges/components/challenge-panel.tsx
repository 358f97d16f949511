import { CHALLENGE_MAX_INPUT_BYTES, LANGUAGE_LABEL } from "@grindstone/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass, labelClass } from "@/components/ui/field-styles.ts";
import { problemSubmissionsQueryOptions } from "@/judge/api/get-submissions.ts";
import { challengesQueryKey, createChallenge, myChallengesQueryOptions } from "../api/challenges.ts";
import { ChallengeStatusLine } from "./challenge-status.tsx";

const bytes = (s: string) => new TextEncoder().encode(s).byteLength;

/**
 * "Challenge a test" on the problem page (issue 27): an input the learner believes breaks an accepted solution,
 * optionally naming one of their own accepted submissions. The server checks it with the problem's input validator,
 * answers it with the reference solution, and runs the accepted submissions on it; the status below follows along.
 */
export function ChallengePanel({ problemId }: { problemId: string }) {
  const ids = { input: useId(), target: useId(), help: useId() };
  const [input, setInput] = useState("");
  const [target, setTarget] = useState("");
  const queryClient = useQueryClient();
  const mine = useQuery(myChallengesQueryOptions(problemId));
  const submissions = useQuery(problemSubmissionsQueryOptions(problemId));
  const accepted = (submissions.data ?? []).filter((s) => s.status === "Accepted");
  const create = useMutation({
    mutationFn: createChallenge,
    meta: { errorToast: { fallback: "The challenge could not be sent", useServerMessage: true } },
    onSuccess: () => {
      setInput("");
      void queryClient.invalidateQueries({ queryKey: challengesQueryKey });
    },
  });
  const size = bytes(input);
  const tooBig = size > CHALLENGE_MAX_INPUT_BYTES;
  const latest = mine.data?.[0];

  return (
    <section
      aria-labelledby={`${ids.input}-title`}
      className="space-y-3 rounded-2xl border border-slate-800 bg-slate-900/40 p-4"
      data-testid="challenge-panel"
    >
      <h2 id={`${ids.input}-title`} className="text-base font-semibold text-white">
        Challenge the tests
      </h2>
      <p id={ids.help} className="text-sm text-slate-400">
        Think an accepted solution is wrong? Give an input that breaks it. If one fails, an admin reviews it
        and it may become a hidden test.
      </p>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!input.trim() || tooBig) return;
          create.mutate({ problemId, input, submissionId: target || null });
        }}
      >
        <div>
          <label htmlFor={ids.input} className={labelClass}>
            Input
          </label>
          <textarea
            id={ids.input}
            aria-describedby={ids.help}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            rows={4}
            spellCheck={false}
            className={`${controlClass(tooBig)} mt-1 font-mono`}
          />
          {tooBig ? (
            <p className="mt-1 text-sm text-red-400">
              The input must be at most {CHALLENGE_MAX_INPUT_BYTES / 1024} KiB
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={ids.target} className={labelClass}>
            Which accepted solution should it break?
          </label>
          <select
            id={ids.target}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            className={`${controlClass()} mt-1`}
          >
            <option value="">Any accepted solution</option>
            {accepted.map((s) => (
              <option key={s.id} value={s.id}>
                My {LANGUAGE_LABEL[s.language]} submission of {new Date(s.createdAt).toLocaleString()}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={buttonClass("secondary", "sm")}
          disabled={create.isPending || !input.trim() || tooBig}
        >
          {create.isPending ? "Sending…" : "Send challenge"}
        </button>
      </form>
      {latest ? (
        <div aria-live="polite" className="border-t border-slate-800 pt-3">
          <p className="mb-1 text-xs text-slate-500">Your latest challenge</p>
          <ChallengeStatusLine challenge={latest} />
        </div>
      ) : null}
    </section>
  );
}
