import type { Plugin } from "vite";

/** KaTeX's @font-face fallbacks after the woff2 source: `,url(fonts/X.woff) format("woff"),url(fonts/X.ttf) format("truetype")`. */
const FALLBACKS = /,\s*url\(fonts\/[^)]+\.(?:woff|ttf)\)\s*format\("(?:woff|truetype)"\)/g;

/**
 * Keeps only the woff2 source of each KaTeX font. Every browser that runs this app's ES module build reads woff2
 * and stops at the first source it supports, so the woff and ttf copies (two thirds of KaTeX's 60 font files)
 * would only be built and shipped, never fetched.
 */
export function katexWoff2Only(): Plugin {
  return {
    name: "katex-woff2-only",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]katex[\\/]dist[\\/]katex(?:\.min)?\.css$/.test(id.split("?")[0] ?? "")) return null;
      return { code: code.replace(FALLBACKS, ""), map: null };
    },
  };
}
