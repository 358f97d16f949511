import { PROBLEM_ASSET_URL } from "@grindstone/shared";

/**
 * The only URLs a Markdown link may point at: absolute http(s) and mailto. Everything else (javascript:, data:,
 * vbscript:, relative paths that could reach the app's own API) is dropped, and the link shows as its source text.
 */
const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s]+$/i;

export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

/**
 * An image's source: only one of our problems' stored images (PROBLEM_ASSET_URL: an imported statement's picture,
 * served same-site by the API under the problem's visibility, with a sandboxing CSP). A remote picture would tell its
 * host who read the page, so it is never loaded.
 */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim();
  return PROBLEM_ASSET_URL.test(trimmed) ? trimmed : null;
}

/** react-markdown's urlTransform: an <img>'s src may be one of our assets, every other URL must be safeUrl's. */
export const transformUrl = (url: string, key: string, node: { tagName: string }): string | null =>
  key === "src" && node.tagName === "img" ? (safeImageUrl(url) ?? safeUrl(url)) : safeUrl(url);
