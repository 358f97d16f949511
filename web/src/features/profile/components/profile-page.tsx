import type { PublicUser } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { allSubmissionsQueryOptions } from "@/judge/api/get-submissions.ts";
import { solvedProblemsQueryOptions } from "../api/get-solved-problems.ts";
import { streakQueryOptions } from "../api/get-streak.ts";
import { RatingCard } from "../rating/rating-card.tsx";
import { ActivityHeatmap } from "./activity-heatmap.tsx";
import { MyPlaylistsCard } from "./my-playlists-card.tsx";
import { MySubmissionsPanel } from "./my-submissions-panel.tsx";
import { ProblemsSolvedPanel } from "./problems-solved-panel.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { StatCounters } from "./stat-counters.tsx";

interface ProfilePageProps {
  user: PublicUser;
  /** The number of the user's playlists, from the playlists feature (undefined while unknown). */
  playlistCount: number | undefined;
}

export function ProfilePage({ user, playlistCount }: ProfilePageProps) {
  const streak = useQuery(streakQueryOptions());
  const solved = useQuery(solvedProblemsQueryOptions());
  const submissions = useQuery(allSubmissionsQueryOptions());
  // The API counts solves per UTC day, so the heatmap's year and "today" are UTC as well.
  const year = new Date().getUTCFullYear();

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ProfileHeader user={user} currentStreak={streak.data?.currentStreak} />
      <StatCounters
        solved={solved.data?.length}
        submissions={submissions.data?.length}
        streak={streak.data?.currentStreak}
      />
      <Link
        to="/profile/analytics"
        data-testid="profile-analytics-link"
        className="flex items-center justify-between gap-3 rounded-2xl border border-slate-800 bg-slate-900/50 px-5 py-4 text-slate-100 hover:border-amber-500/40 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
      >
        <span>
          <span className="block font-semibold">Your progress, drawn</span>
          <span className="block text-sm text-slate-400">
            Solved over time, by tag and difficulty; acceptance per language; attempts and time to Accepted
          </span>
        </span>
        <span aria-hidden="true">→</span>
      </Link>
      <RatingCard userId={user.id} />
      {/* minmax(0, 1fr) on phones too: an auto column grows to the heatmap's full year, scrolling the whole page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_240px]">
        <ActivityHeatmap solvedDates={streak.data?.solvedDates ?? []} year={year} />
        <MyPlaylistsCard count={playlistCount} />
      </div>
      <MySubmissionsPanel submissions={submissions.data} />
      <ProblemsSolvedPanel problems={solved.data} />
    </section>
  );
}
