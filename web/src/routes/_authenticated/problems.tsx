import { createFileRoute } from "@tanstack/react-router";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { AddToPlaylistModal } from "@/features/playlists/components/add-to-playlist-modal.tsx";
import { CreatePlaylistModal } from "@/features/playlists/components/create-playlist-modal.tsx";
import { PublicPlaylistsCarousel } from "@/features/playlists/components/public-playlists-carousel.tsx";
import { problemsQueryOptions } from "@/features/problems/api/get-problems.ts";
import { type PlaylistIntegration, ProblemsPage } from "@/features/problems/components/problems-page.tsx";
import { type ProblemsSearch, problemsSearchSchema } from "@/features/problems/utils/problems-search.ts";
import { NextForYouPanel } from "@/features/suggestions/components/next-for-you-panel.tsx";

/** The problems page composes the playlists and suggestions features' pieces (features do not import each other). */
const playlists: PlaylistIntegration = {
  Carousel: PublicPlaylistsCarousel,
  CreateDialog: CreatePlaylistModal,
  AddDialog: AddToPlaylistModal,
};

export const Route = createFileRoute("/_authenticated/problems")({
  validateSearch: (search) => problemsSearchSchema.parse(search),
  // Started, not awaited: the page shows its own skeleton (spec §2.5) instead of the router's spinner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(problemsQueryOptions());
  },
  component: ProblemsScreen,
});

function ProblemsScreen() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useAuthUser();
  return (
    <ProblemsPage
      filters={filters}
      // Typing in the search box should not stack one history entry per keystroke.
      onFiltersChange={(next: ProblemsSearch) => void navigate({ search: next, replace: true })}
      // A page is a place: Back returns to the one before.
      onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
      isAdmin={user?.role === "ADMIN"}
      playlists={playlists}
      nextForYou={<NextForYouPanel />}
    />
  );
}
