/**
 * A problem's visibility in the contest form: "Public" (listed for practice, so a contest using it closes its
 * practice page, discussion, hints and editorial while live) or "Hidden" (made for a contest, public once it ends).
 */
export function ProblemVisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <span
      data-testid="public-badge"
      className="rounded-md border border-amber-500/40 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-200"
    >
      Public
    </span>
  ) : (
    <span className="rounded-md border border-violet-500/40 bg-violet-500/10 px-2 py-0.5 text-xs font-medium text-violet-200">
      Hidden
    </span>
  );
}

/** What using a public problem means, said once on the form (the server enforces it: issue 22, item 1). */
export const PUBLIC_PROBLEM_NOTE =
  "Using a Public problem closes its practice page, discussion, hints and editorial to everyone but admins while the contest is live.";
