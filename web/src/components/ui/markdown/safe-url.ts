/**
 * The only URLs a Markdown link may point at: absolute http(s) and mailto. Everything else (javascript:, data:,
 * vbscript:, relative paths that could reach the app's own API) is dropped, and the link shows as its source text.
 */
const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s]+$/i;

export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}
