import type { ProblemAttributionView } from "@grindstone/shared";
import { safeUrl } from "@/components/ui/markdown/safe-url.ts";

const linkClass = "font-medium text-amber-400 underline-offset-2 hover:underline";

function ExternalLink({ href, children }: { href: string | null; children: string }) {
  const url = href === null ? null : safeUrl(href);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}

/**
 * An imported problem's credit under its statement, from its package's problem.yaml (problems.attribution): where
 * it is from (linked when the package gives a URL), who wrote it, the licence (linked to its text) and whose it is.
 * Most sets' licences ask for this wherever the problem is shown. Our own problems have none: nothing is shown.
 */
export function ProblemAttribution({ attribution }: { attribution: ProblemAttributionView | null }) {
  if (attribution === null) return null;
  const { source, authors, rightsOwner } = attribution;
  // The rights owner is named when it is someone the line does not already name (the format's default is the authors).
  const owner =
    rightsOwner !== null && rightsOwner !== authors.join(", ") && rightsOwner !== source?.name
      ? rightsOwner
      : null;
  const parts = [
    source ? { label: "Source", value: <ExternalLink href={source.url}>{source.name}</ExternalLink> } : null,
    authors.length > 0
      ? { label: authors.length > 1 ? "Authors" : "Author", value: authors.join(", ") }
      : null,
    {
      label: "Licence",
      value: <ExternalLink href={attribution.licenseUrl}>{attribution.licenseName}</ExternalLink>,
    },
    owner ? { label: "Rights", value: `© ${owner}` } : null,
  ].filter((part) => part !== null);
  return (
    <section
      aria-label="Problem credits"
      data-testid="problem-attribution"
      className="rounded-xl border border-slate-800 bg-slate-900/40 px-4 py-3 text-sm leading-6 text-slate-400"
    >
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        {parts.map((part) => (
          <div key={part.label} className="flex min-w-0 gap-1.5 [overflow-wrap:anywhere]">
            <dt className="shrink-0 font-semibold whitespace-nowrap text-slate-300">{part.label}:</dt>
            <dd className="min-w-0">{part.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
