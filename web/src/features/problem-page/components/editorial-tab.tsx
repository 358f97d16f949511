import type { ContestLock } from "@grindstone/shared";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ContestLockNotice } from "@/components/ui/contest-lock-notice.tsx";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";

/** The editorial admins write: open once the problem is solved, otherwise behind a spoiler warning. */
export function EditorialTab({
  editorial,
  solved,
  lock,
}: {
  editorial: string | null;
  solved: boolean;
  lock: ContestLock | null;
}) {
  const [revealed, setRevealed] = useState(false);
  if (lock) return <ContestLockNotice lock={lock} />;
  if (!editorial?.trim()) return <p className="py-6 text-center text-slate-300">No editorial yet</p>;
  if (!solved && !revealed) {
    return (
      <div
        className="rounded-2xl border border-amber-500/30 bg-amber-500/5 p-6 text-center"
        data-testid="editorial-spoiler"
      >
        <p className="font-semibold text-amber-200">Spoiler ahead</p>
        <p className="mt-2 text-sm text-slate-300">
          The editorial explains the solution. It opens by itself once you have an Accepted submission.
        </p>
        <button
          type="button"
          className={`${buttonClass("secondary", "sm")} mt-4`}
          onClick={() => setRevealed(true)}
        >
          Show the editorial anyway
        </button>
      </div>
    );
  }
  return (
    <div data-testid="editorial">
      <Markdown source={editorial} />
    </div>
  );
}
