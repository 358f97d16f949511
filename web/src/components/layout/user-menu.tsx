import type { PublicUser } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { useCallback, useRef, useState } from "react";
import { ChevronDownIcon, LogoutIcon } from "@/components/ui/icons.tsx";
import { getInitials } from "@/lib/initials.ts";
import { useDismiss } from "./use-dismiss.ts";

interface UserMenuProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}

const itemClass =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-300 transition hover:bg-slate-800 hover:text-white";

export function UserMenu({ user, onLogout, isLoggingOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const isAdmin = user.role === "ADMIN";

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="menu"
        aria-expanded={open}
        // The visible initials lead the name (WCAG 2.5.3, label in name): "AL, open user menu".
        aria-label={`${getInitials(user.name)}, open user menu`}
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-2 transition hover:bg-slate-800/80"
      >
        <span
          data-testid="avatar-initials"
          className="flex size-9 items-center justify-center rounded-full bg-linear-to-br from-amber-400 to-pink-500 text-sm font-bold text-slate-950"
        >
          {getInitials(user.name)}
        </span>
        <ChevronDownIcon className={`size-4 text-slate-400 transition ${open ? "rotate-180" : ""}`} />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label="User menu"
          className="absolute right-0 mt-2 w-60 origin-top-right rounded-2xl border border-slate-800 bg-slate-900/95 p-2 shadow-2xl shadow-black/50 backdrop-blur-xl"
        >
          <div className="border-b border-slate-800 px-3 pt-1 pb-3">
            <p className="truncate font-semibold text-white" data-testid="user-menu-name">
              {user.name}
            </p>
            <p className="truncate text-xs text-slate-400">{user.email}</p>
          </div>
          <div className="py-1">
            <Link to="/profile" role="menuitem" className={itemClass} onClick={close}>
              My Profile
            </Link>
            {isAdmin ? (
              <>
                <Link to="/add-problem" role="menuitem" className={itemClass} onClick={close}>
                  Add Problem
                </Link>
                <Link to="/import-problems" role="menuitem" className={itemClass} onClick={close}>
                  Import Problems
                </Link>
                <Link to="/create-contest" role="menuitem" className={itemClass} onClick={close}>
                  Create Contest
                </Link>
              </>
            ) : null}
          </div>
          <div className="border-t border-slate-800 pt-1">
            <button
              type="button"
              role="menuitem"
              disabled={isLoggingOut}
              onClick={() => {
                close();
                onLogout();
              }}
              className={`${itemClass} text-rose-300 hover:text-rose-200`}
            >
              <LogoutIcon className="size-4" /> Logout
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
