import type { PublicUser } from "@grindstone/shared";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { BrandMark, CloseIcon, MenuIcon } from "@/components/ui/icons.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { desktopLinks } from "./nav-links.ts";
import { useScrolled } from "./use-scrolled.ts";
import { UserMenu } from "./user-menu.tsx";

/** Spec §9: the bar changes its look once the page scrolls past 20 px. */
const SCROLL_THRESHOLD_PX = 20;

interface NavbarProps {
  user: PublicUser | null;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function Navbar({ user, onLogout, isLoggingOut }: NavbarProps) {
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // A route change (from any link, a redirect or the back button) closes the mobile menu.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  return (
    <header
      data-testid="navbar"
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-all duration-300 ${
        scrolled || menuOpen
          ? "border-b border-slate-800/80 bg-slate-950/85 shadow-lg shadow-black/30 backdrop-blur-xl"
          : "border-b border-transparent bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2.5" aria-label="Grindstone home">
          <BrandMark className="size-8" />
          <span className="text-lg font-bold tracking-tight text-white">
            Grind<span className="text-gradient">stone</span>
          </span>
        </Link>

        {user ? (
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {desktopLinks(user).map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition hover:bg-slate-800/70 hover:text-white"
                activeProps={{ className: "bg-slate-800/70 text-white" }}
              >
                {item.label}
              </Link>
            ))}
          </nav>
        ) : null}

        <div className="flex items-center gap-2">
          {user ? (
            <div className="hidden md:block">
              <UserMenu user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/login" className={buttonClass("ghost", "sm")}>
                Login
              </Link>
              <Link to="/signup" className={buttonClass("primary", "sm")}>
                Sign Up
              </Link>
            </div>
          )}
          <button
            type="button"
            onClick={() => setMenuOpen((v) => !v)}
            aria-label="Toggle menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            className="rounded-lg p-2 text-slate-300 transition hover:bg-slate-800 hover:text-white md:hidden"
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <MobileMenu
          user={user}
          onNavigate={() => setMenuOpen(false)}
          onLogout={onLogout}
          isLoggingOut={isLoggingOut}
        />
      ) : null}
    </header>
  );
}
