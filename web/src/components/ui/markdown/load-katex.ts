import type { Options } from "react-markdown";

type Pluggable = NonNullable<Options["rehypePlugins"]>[number];

let loading: Promise<Pluggable | null> | null = null;

/**
 * KaTeX (≈ 270 KB of script, its CSS and fonts) is fetched only by a page that shows math. Bundled by Vite, never
 * from a CDN. A failed chunk load resolves to null (the math stays as TeX source) and is tried again next time.
 */
export function loadKatex(): Promise<Pluggable | null> {
  loading ??= Promise.all([import("rehype-katex"), import("katex/dist/katex.min.css")]).then(
    ([katex]) => katex.default,
    (error: unknown) => {
      console.error("KaTeX could not be loaded", error);
      loading = null;
      return null;
    },
  );
  return loading;
}

/** Whether a text may hold `$…$` or `$$…$$` math (remark-math decides; this only avoids loading KaTeX for none). */
export const mayHaveMath = (source: string) => source.includes("$");
