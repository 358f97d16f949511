import type { ContestLock } from "@grindstone/shared";
import { ContestLockNotice } from "@/components/ui/contest-lock-notice.tsx";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";

export function HintsTab({ hints, lock }: { hints: string | null; lock: ContestLock | null }) {
  if (lock) return <ContestLockNotice lock={lock} />;
  if (!hints?.trim()) return <p className="py-6 text-center text-slate-400">No hints available</p>;
  return (
    <div className="rounded-xl border border-amber-500/20 bg-amber-500/5 p-4">
      <Markdown source={hints} />
    </div>
  );
}
