import type { PublicUser } from "@grindstone/shared";
import { getInitials } from "@/lib/initials.ts";

interface ProfileHeaderProps {
  user: PublicUser;
  currentStreak: number | undefined;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Spec §2.7: initials avatar (labelled "Profile" when there is no name), name, e-mail, plan and streak. */
export function ProfileHeader({ user, currentStreak }: ProfileHeaderProps) {
  const label = user.name.trim() || "Profile";
  return (
    <header className="flex flex-wrap items-center gap-6 rounded-2xl border border-slate-800 bg-slate-900/50 p-6">
      <span
        role="img"
        aria-label={label}
        data-testid="profile-avatar"
        className="flex size-20 items-center justify-center rounded-full bg-linear-to-br from-amber-400 to-pink-500 text-2xl font-bold text-slate-950"
      >
        {user.name.trim() ? getInitials(user.name) : "P"}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-bold text-white" data-testid="profile-name">
          {user.name}
        </h1>
        <p className="truncate text-slate-400" data-testid="profile-email">
          {user.email}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full border border-amber-500/30 bg-amber-500/10 px-3 py-0.5 font-semibold text-amber-300">
            {user.plan === "PAID" ? "Paid plan" : "Free plan"}
          </span>
          <span className="rounded-full border border-slate-700 bg-slate-800/70 px-3 py-0.5 text-slate-200">
            🔥 Current streak:{" "}
            <span data-testid="profile-streak">
              {currentStreak === undefined ? "…" : plural(currentStreak, "day")}
            </span>
          </span>
          {/* The challenger's credit (issue 27): challenges of theirs that became tests. */}
          <span className="rounded-full border border-slate-700 bg-slate-800/70 px-3 py-0.5 text-slate-200">
            Challenges approved: <span data-testid="profile-challenges">{user.challengesApproved ?? 0}</span>
          </span>
        </div>
      </div>
    </header>
  );
}
