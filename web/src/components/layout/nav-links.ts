import type { PublicUser } from "@grindstone/shared";

/** One place for the nav's link sets (spec §2.4); the desktop bar and the mobile menu list differ. */
export interface NavItem {
  to: "/problems" | "/playlists" | "/contests" | "/leaderboard" | "/dashboard" | "/profile" | "/add-problem";
  label: string;
}

const isAdmin = (user: PublicUser) => user.role === "ADMIN";

export function desktopLinks(user: PublicUser): NavItem[] {
  const links: NavItem[] = [
    { to: "/problems", label: "Problems" },
    { to: "/playlists", label: "Playlists" },
    { to: "/contests", label: "Contests" },
    { to: "/leaderboard", label: "Leaderboard" },
  ];
  if (isAdmin(user)) links.push({ to: "/dashboard", label: "Dashboard" });
  return links;
}

/** The mobile menu has no Contests and no Create Contest link (spec §2.4). */
export function mobileLinks(user: PublicUser): NavItem[] {
  const links: NavItem[] = [
    { to: "/problems", label: "Problems" },
    { to: "/playlists", label: "Playlists" },
    { to: "/leaderboard", label: "Leaderboard" },
    { to: "/profile", label: "Profile" },
  ];
  if (isAdmin(user))
    links.push({ to: "/add-problem", label: "Add Problem" }, { to: "/dashboard", label: "Dashboard" });
  return links;
}
