import type { PublicUser } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { allSubmissionsQueryOptions } from "@/judge/api/get-submissions.ts";
import { solvedProblemsQueryOptions } from "../api/get-solved-problems.ts";
import { streakQueryOptions } from "../api/get-streak.ts";
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
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_240px]">
        <ActivityHeatmap solvedDates={streak.data?.solvedDates ?? []} year={year} />
        <MyPlaylistsCard count={playlistCount} />
      </div>
      <MySubmissionsPanel submissions={submissions.data} />
      <ProblemsSolvedPanel problems={solved.data} />
    </section>
  );
}
