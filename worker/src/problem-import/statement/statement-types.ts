/** What a converter makes of one statement source (LaTeX or HTML). */
export interface ConvertedStatement {
  /** `\problemname{…}` or the HTML's `<h1>`, when the source names the problem. */
  title: string | null;
  markdown: string;
  warnings: string[];
}

/**
 * Called for each image the source shows, with the path it gives: returns the URL to write in the Markdown, or null
 * when the image cannot be shown (the resolver says why in a warning; the converter keeps the alt text).
 */
export type ImageResolver = (path: string, alt: string) => string | null;

/** A link a statement may keep: http(s) or mailto. Anything else (`javascript:`, `data:`, relative) is not one. */
export function safeLinkUrl(url: string): string | null {
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(url.trim()) ? url.trim() : null;
}

/** The inverse of `escapeMarkdown`, for text that ends up outside Markdown (a title, alt text, a code span). */
export const unescapeMarkdown = (text: string): string => text.replace(/\\([\\`*_[\]<>#|$])/g, "$1");
