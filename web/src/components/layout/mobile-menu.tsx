import type { PublicUser } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { LogoutIcon } from "@/components/ui/icons.tsx";
import { mobileLinks } from "./nav-links.ts";

interface MobileMenuProps {
  user: PublicUser | null;
  onNavigate: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

const linkClass =
  "block rounded-xl px-4 py-3 text-base font-medium text-slate-200 transition hover:bg-slate-800 hover:text-white";

export function MobileMenu({ user, onNavigate, onLogout, isLoggingOut }: MobileMenuProps) {
  return (
    <nav
      id="mobile-menu"
      data-testid="mobile-menu"
      aria-label="Mobile"
      className="border-t border-slate-800 bg-slate-950/95 px-4 pt-2 pb-4 backdrop-blur-xl md:hidden"
    >
      {user ? (
        <>
          {mobileLinks(user).map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass}
              activeProps={{ className: "bg-slate-800/70 text-white" }}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          ))}
          <button
            type="button"
            disabled={isLoggingOut}
            onClick={() => {
              onNavigate();
              onLogout();
            }}
            className={`${linkClass} flex w-full items-center gap-2 text-left text-rose-300`}
          >
            <LogoutIcon className="size-5" /> Logout
          </button>
        </>
      ) : (
        <>
          <Link to="/login" className={linkClass} onClick={onNavigate}>
            Login
          </Link>
          <Link to="/signup" className={linkClass} onClick={onNavigate}>
            Sign Up
          </Link>
        </>
      )}
    </nav>
  );
}
