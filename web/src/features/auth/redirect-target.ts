/** Pages a sign-in never returns to: they are the sign-in itself, or would send a signed-in user away at once. */
const AUTH_PAGES = new Set(["/", "/login", "/signup", "/forgot-password", "/reset-password"]);

// Any parseable base works: only whether the value keeps it matters.
const PROBE_ORIGIN = "http://same-origin.invalid";

/**
 * The page a sign-in returns to, from the `?redirect=` a guard put on /login: an in-app path, or undefined.
 * Anything that could leave the site is refused (no open redirect): absolute and protocol-relative URLs,
 * backslashes and control characters (browsers read `/\evil.com` and `/<tab>/evil.com` as `//evil.com`), and
 * whatever else does not resolve to this origin.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_PAGES.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const NOTES: [prefix: string, note: string][] = [
  ["/problems", "Sign in to see the problems."],
  ["/problem/", "Sign in to open this problem."],
  ["/contests", "Sign in to see the contests."],
  ["/contest/", "Sign in to open this contest."],
  ["/playlists", "Sign in to see your playlists."],
  ["/leaderboard", "Sign in to see the leaderboard."],
  ["/profile", "Sign in to see your profile."],
];

/** What the sign-in screen says when a guard sent the visitor there: why, in terms of where they were going. */
export function signInNote(target: string): string {
  const path = target.split(/[?#]/)[0] ?? target;
  const match = NOTES.find(
    ([prefix]) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );
  return match?.[1] ?? "Sign in to continue to that page.";
}
