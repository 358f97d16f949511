import { createElement, type ReactNode } from "react";

/**
 * A deliberately small Markdown renderer for problem statements: headings, paragraphs (single newlines kept
 * as line breaks), bullet and numbered lists, fenced code blocks, block quotes, and inline code, bold, italic
 * and links. It builds React elements and never uses innerHTML, so any HTML in the source shows as text;
 * links are kept only for http(s) URLs. Everything it does not know is shown literally.
 */
export function Markdown({ source, className = "" }: { source: string; className?: string }) {
  return <div className={`space-y-3 leading-7 text-slate-300 ${className}`}>{renderBlocks(source)}</div>;
}

const FENCE = /^\s*```/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line);

const HEADING_CLASS = [
  "text-xl font-bold text-white",
  "text-lg font-bold text-white",
  "text-base font-semibold text-white",
  "text-sm font-semibold text-white",
];

export function renderBlocks(source: string): ReactNode[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const out: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const key = out.length;
    if (line.trim() === "") {
      i++;
    } else if (FENCE.test(line)) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i] ?? "")) code.push(lines[i++] ?? "");
      i++; // the closing fence (or the end)
      out.push(
        <pre
          key={key}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-800 bg-slate-950 p-4"
        >
          <code className="font-mono text-sm text-slate-200">{code.join("\n")}</code>
        </pre>,
      );
    } else if (HEADING.test(line)) {
      const [, hashes = "#", text = ""] = line.match(HEADING) ?? [];
      const level = Math.min(hashes.length, 4);
      // Page headings are h1/h2; a statement's "#" starts at h3.
      out.push(
        createElement(
          `h${Math.min(level + 2, 6)}`,
          { key, className: `${HEADING_CLASS[level - 1]} pt-2` },
          renderInline(text),
        ),
      );
      i++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const pattern = BULLET.test(line) ? BULLET : NUMBERED;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? "";
        const match = current.match(pattern);
        if (match) items.push(match[1] ?? "");
        else if (current.trim() !== "" && /^\s{2,}/.test(current) && items.length > 0)
          items[items.length - 1] += `\n${current.trim()}`; // an indented continuation line
        else break;
        i++;
      }
      const children = items.map((item, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static text.
        <li key={n}>{renderInline(item)}</li>
      ));
      out.push(
        pattern === BULLET ? (
          <ul key={key} className="list-disc space-y-1 pl-6 marker:text-slate-500">
            {children}
          </ul>
        ) : (
          <ol key={key} className="list-decimal space-y-1 pl-6 marker:text-slate-500">
            {children}
          </ol>
        ),
      );
    } else if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? ""))
        quoted.push((lines[i++] ?? "").replace(QUOTE, "$1"));
      out.push(
        <blockquote key={key} className="border-l-4 border-slate-700 pl-4 text-slate-400">
          {renderBlocks(quoted.join("\n"))}
        </blockquote>,
      );
    } else {
      const paragraph: string[] = [];
      while (
        i < lines.length &&
        (lines[i] ?? "").trim() !== "" &&
        (paragraph.length === 0 || !startsBlock(lines[i] ?? ""))
      )
        paragraph.push((lines[i++] ?? "").trim());
      out.push(<p key={key}>{renderInline(paragraph.join("\n"))}</p>);
    }
  }
  return out;
}

/**
 * One pass over the text, earliest match first: backslash escapes, code spans, links, bold, italic, line
 * breaks. The contents of links and emphasis are rendered again (code spans are not).
 */
const INLINE =
  /\\([\\`*_[\]()#+\-.!>])|(`+)([^`][\s\S]*?)\2(?!`)|\[([^\]\n]+)\]\(([^()\s]+)\)|\*\*(?!\s)([\s\S]+?)\*\*|__(?!\s)([\s\S]+?)__(?!\w)|(?<![\w*])\*(?![\s*])([\s\S]+?)(?<!\s)\*(?!\*)|(?<![\w_])_(?![\s_])([\s\S]+?)(?<!\s)_(?!\w)|(\n)/g;

const SAFE_URL = /^https?:\/\/[^\s]+$/i;

export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = out.length;
    const [whole, escaped, , code, linkText, url, bold1, bold2, em1, em2, newline] = m;
    if (escaped !== undefined) out.push(escaped);
    else if (code !== undefined)
      out.push(
        <code key={key} className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-[0.9em] text-amber-200">
          {code.trim() || code}
        </code>,
      );
    else if (linkText !== undefined && url !== undefined)
      out.push(
        SAFE_URL.test(url) ? (
          <a
            key={key}
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-amber-400 underline-offset-2 hover:underline"
          >
            {renderInline(linkText)}
          </a>
        ) : (
          whole
        ),
      );
    else if (bold1 !== undefined || bold2 !== undefined)
      out.push(
        <strong key={key} className="font-semibold text-slate-100">
          {renderInline(bold1 ?? bold2 ?? "")}
        </strong>,
      );
    else if (em1 !== undefined || em2 !== undefined)
      out.push(<em key={key}>{renderInline(em1 ?? em2 ?? "")}</em>);
    else if (newline !== undefined) out.push(<br key={key} />);
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
