import { Link } from "@tanstack/react-router";
import { BrandMark } from "@/components/ui/icons.tsx";
import { toast } from "@/lib/toast.ts";

const linkClass = "text-sm text-slate-400 transition hover:text-white";

const TOPIC_LINKS = [
  { topic: "arrays", label: "Arrays" },
  { topic: "strings", label: "Strings" },
  { topic: "trees", label: "Trees" },
  { topic: "graphs", label: "Graphs" },
] as const;

/** The social accounts do not exist yet (spec §2.1: placeholders), so the icons only say so. */
const SOCIALS = [
  {
    name: "GitHub",
    path: "M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.6.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z",
  },
  {
    name: "X",
    path: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  },
  {
    name: "LinkedIn",
    path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.75Z",
  },
  {
    name: "Discord",
    path: "M20 5.3A16.6 16.6 0 0 0 15.9 4l-.5 1a15.4 15.4 0 0 0-6.8 0L8.1 4A16.6 16.6 0 0 0 4 5.3C1.4 9.2.7 13 1 16.8a16.7 16.7 0 0 0 5.1 2.6l1.1-1.8a10.8 10.8 0 0 1-1.7-.8l.4-.3a11.9 11.9 0 0 0 10.2 0l.4.3-1.7.8 1.1 1.8a16.7 16.7 0 0 0 5.1-2.6c.4-4.4-.7-8.2-3-11.5ZM8.5 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm7 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z",
  },
] as const;

export function SiteFooter() {
  return (
    <footer data-testid="footer" className="border-t border-slate-900 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Link to="/" className="flex items-center gap-2.5">
            <BrandMark className="size-8" />
            <span className="text-lg font-bold text-white">
              Grind<span className="text-gradient">stone</span>
            </span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            Built to practise, shaped by challenge. Sharpen your algorithm skills one problem at a time.
          </p>
          <div className="mt-6 flex gap-3">
            {SOCIALS.map((social) => (
              <button
                key={social.name}
                type="button"
                aria-label={`${social.name} (coming soon)`}
                title="Coming soon"
                onClick={() => toast.show(`Our ${social.name} page is coming soon`)}
                className="flex size-10 items-center justify-center rounded-xl border border-slate-800 text-slate-400 transition hover:border-slate-600 hover:text-white"
              >
                <svg viewBox="0 0 24 24" className="size-4.5" fill="currentColor" aria-hidden="true">
                  <path d={social.path} />
                </svg>
              </button>
            ))}
          </div>
        </div>
        <nav aria-label="Platform">
          <h3 className="text-sm font-semibold text-white">Platform</h3>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/problems" className={linkClass}>
                Problems
              </Link>
            </li>
            <li>
              <Link to="/leaderboard" className={linkClass}>
                Leaderboard
              </Link>
            </li>
            <li>
              <Link to="/profile" className={linkClass}>
                Profile
              </Link>
            </li>
            <li>
              <Link to="/topics" className={linkClass}>
                All Topics
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Topics">
          <h3 className="text-sm font-semibold text-white">Topics</h3>
          <ul className="mt-4 space-y-3">
            {TOPIC_LINKS.map((item) => (
              <li key={item.topic}>
                <Link to="/topics/$topic" params={{ topic: item.topic }} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h3 className="text-sm font-semibold text-white">Company</h3>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/about" className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Grindstone. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
