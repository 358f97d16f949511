import { GlobeIcon } from "@/components/ui/action-icons.tsx";
import { LockIcon } from "@/components/ui/icons.tsx";

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-2 py-0.5 text-xs font-medium text-emerald-300">
      <GlobeIcon className="size-3" /> Public
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full border border-slate-600 bg-slate-800/70 px-2 py-0.5 text-xs font-medium text-slate-300">
      <LockIcon className="size-3" /> Private
    </span>
  );
}
