import type { Components } from "react-markdown";
import { safeImageUrl, safeUrl } from "./safe-url.ts";

const HEADING_CLASS = {
  h3: "text-xl font-bold text-white pt-2",
  h4: "text-lg font-bold text-white pt-2",
  h5: "text-base font-semibold text-white pt-2",
  h6: "text-sm font-semibold text-white pt-2",
};

/** Page headings are h1/h2; a statement's "#" starts at h3 (and "####" and deeper all look alike). */
const headings: Components = {
  h1: ({ children }) => <h3 className={HEADING_CLASS.h3}>{children}</h3>,
  h2: ({ children }) => <h4 className={HEADING_CLASS.h4}>{children}</h4>,
  h3: ({ children }) => <h5 className={HEADING_CLASS.h5}>{children}</h5>,
  h4: ({ children }) => <h6 className={HEADING_CLASS.h6}>{children}</h6>,
  h5: ({ children }) => <h6 className={HEADING_CLASS.h6}>{children}</h6>,
  h6: ({ children }) => <h6 className={HEADING_CLASS.h6}>{children}</h6>,
};

const linkClass = "font-medium text-amber-400 underline-offset-2 hover:underline";

/**
 * How each Markdown element looks. `source` is the text being rendered: a link whose URL was refused (see
 * safe-url.ts) shows as the Markdown it came from, so the reader sees what was written but nothing to click.
 */
export function markdownComponents(source: string): Components {
  const literal = (
    node: { position?: { start: { offset?: number }; end: { offset?: number } } } | undefined,
  ) => source.slice(node?.position?.start.offset ?? 0, node?.position?.end.offset ?? 0);
  return {
    ...headings,
    a: ({ node, href, children }) =>
      href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
          {children}
        </a>
      ) : (
        literal(node)
      ),
    // A problem's own image (an imported statement's, served by our API) is shown, on white: package diagrams are
    // drawn for paper, often with transparent backgrounds. No remote images: a picture would tell its host who read
    // it. It becomes a link instead.
    img: ({ node, src, alt }) => {
      const own = typeof src === "string" ? safeImageUrl(src) : null;
      if (own)
        return (
          <img
            src={own}
            alt={alt ?? ""}
            loading="lazy"
            data-testid="statement-image"
            className="my-2 inline-block h-auto max-w-full rounded-lg bg-white p-1 align-middle"
          />
        );
      const url = typeof src === "string" ? safeUrl(src) : null;
      return url ? (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
          {alt || url}
        </a>
      ) : (
        literal(node)
      );
    },
    ul: ({ children }) => <ul className="list-disc space-y-1 pl-6 marker:text-slate-500">{children}</ul>,
    ol: ({ children, start }) => (
      <ol start={start} className="list-decimal space-y-1 pl-6 marker:text-slate-500">
        {children}
      </ol>
    ),
    blockquote: ({ children }) => (
      <blockquote className="space-y-3 border-l-4 border-slate-700 pl-4 text-slate-400">
        {children}
      </blockquote>
    ),
    strong: ({ children }) => <strong className="font-semibold text-slate-100">{children}</strong>,
    // Inline code; inside a <pre> the block's own look wins (see `pre`).
    code: ({ children, className }) => (
      <code
        className={`rounded bg-slate-800 px-1.5 py-0.5 font-mono text-[0.9em] text-amber-200 ${className ?? ""}`}
      >
        {children}
      </code>
    ),
    pre: ({ children }) => (
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-800 bg-slate-950 p-4 [&>code]:rounded-none [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-sm [&>code]:text-slate-200"
      >
        {children}
      </pre>
    ),
    table: ({ children }) => (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; the keyboard must reach it.
      <div tabIndex={0} className="overflow-x-auto">
        <table className="min-w-full border-collapse text-sm">{children}</table>
      </div>
    ),
    th: ({ children, style }) => (
      <th style={style} className="border border-slate-700 bg-slate-900 px-3 py-1.5 text-left text-slate-100">
        {children}
      </th>
    ),
    td: ({ children, style }) => (
      <td style={style} className="border border-slate-800 px-3 py-1.5">
        {children}
      </td>
    ),
    hr: () => <hr className="border-slate-800" />,
  };
}
