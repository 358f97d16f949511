import type { TopicCount } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { BrandMark } from "@/components/ui/icons.tsx";

const linkClass = "text-sm text-slate-400 transition hover:text-white";

/** How many topics the footer lists: the ones with the most problems. */
const FOOTER_TOPICS = 4;

export function SiteFooter({ topics }: { topics?: TopicCount[] }) {
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
            Built to practise, shaped by challenge. Algorithm problems, a sandboxed judge and timed contests.
          </p>
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
            {(topics ?? []).slice(0, FOOTER_TOPICS).map((item) => (
              <li key={item.tag}>
                <Link to="/topics/$topic" params={{ topic: item.tag }} className={linkClass}>
                  {item.tag}
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
