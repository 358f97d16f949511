import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { authQueryOptions } from "@/features/auth/api/get-auth-check.ts";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { myPlaylistsQueryOptions } from "@/features/playlists/api/get-playlists.ts";
import { solvedProblemsQueryOptions } from "@/features/profile/api/get-solved-problems.ts";
import { streakQueryOptions } from "@/features/profile/api/get-streak.ts";
import { ProfilePage } from "@/features/profile/components/profile-page.tsx";
import { userRatingQueryOptions } from "@/features/profile/rating/get-user-rating.ts";
import { allSubmissionsQueryOptions } from "@/judge/api/get-submissions.ts";

export const Route = createFileRoute("/_authenticated/profile")({
  // Started together, not awaited: each panel shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(streakQueryOptions());
    void queryClient.prefetchQuery(solvedProblemsQueryOptions());
    void queryClient.prefetchQuery(allSubmissionsQueryOptions());
    // The root route has already checked the session, so the signed-in user is in the cache.
    const user = queryClient.getQueryData(authQueryOptions().queryKey);
    if (user) void queryClient.prefetchQuery(userRatingQueryOptions(user.id));
  },
  component: ProfileScreen,
});

function ProfileScreen() {
  const user = useAuthUser();
  // The playlist count comes from the playlists feature; composing here keeps the features independent.
  const playlists = useQuery(myPlaylistsQueryOptions());
  if (!user) return null; // the _authenticated guard has already sent signed-out visitors away
  return <ProfilePage user={user} playlistCount={playlists.data?.length} />;
}
