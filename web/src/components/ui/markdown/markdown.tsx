import { Suspense, use, useMemo } from "react";
import ReactMarkdown, { type Options } from "react-markdown";
import { loadKatex, mayHaveMath } from "./load-katex.ts";
import { markdownComponents } from "./markdown-components.tsx";
import { REMARK_PLUGINS } from "./markdown-syntax.ts";
import { transformUrl } from "./safe-url.ts";

/**
 * Markdown for problem statements, hints, editorials and discussion messages: CommonMark + GFM (tables, strike-
 * through, task lists, autolinks), single newlines kept as line breaks, and `$…$` / `$$…$$` math through KaTeX
 * (`$…$` by pandoc's rule, so "$5 and $10" stays text: markdown-syntax.ts).
 * Raw HTML is never rendered: react-markdown turns it into text (there is no rehype-raw). Links keep only
 * http(s) and mailto URLs and open in a new tab without the opener or referrer. Images are shown only when they are
 * a problem's own (an imported statement's, served by the API); any other becomes a link.
 */
export function Markdown({ source, className = "" }: { source: string; className?: string }) {
  const plain = <MarkdownBody source={source} rehypePlugins={NO_PLUGINS} />;
  return (
    <div className={`space-y-3 leading-7 text-slate-300 [overflow-wrap:anywhere] ${className}`}>
      {mayHaveMath(source) ? (
        // Until KaTeX has loaded, math shows as its TeX source.
        <Suspense fallback={plain}>
          <WithMath source={source} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}

const NO_PLUGINS: NonNullable<Options["rehypePlugins"]> = [];

function WithMath({ source }: { source: string }) {
  const katex = use(loadKatex());
  const plugins = useMemo(() => (katex ? [katex] : NO_PLUGINS), [katex]);
  return <MarkdownBody source={source} rehypePlugins={plugins} />;
}

function MarkdownBody({
  source,
  rehypePlugins,
}: {
  source: string;
  rehypePlugins: Options["rehypePlugins"];
}) {
  const components = useMemo(() => markdownComponents(source), [source]);
  return (
    <ReactMarkdown
      remarkPlugins={REMARK_PLUGINS}
      rehypePlugins={rehypePlugins}
      components={components}
      urlTransform={transformUrl}
    >
      {source}
    </ReactMarkdown>
  );
}
