/** The content codings we ever send, best first: brotli is ~20 % smaller than gzip on our bundles. */
export const CODINGS = ["br", "gzip"] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * Whether an Accept-Encoding header admits `coding`: listed with q > 0 (or without q), or not listed while "*" is
 * (with q > 0). Case-insensitive; no header admits nothing but identity.
 */
export function accepts(header: string | undefined, coding: Coding): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const ok = !q || Number(q.slice(2)) > 0;
    if (name?.trim() === coding) return ok;
    if (name?.trim() === "*") wildcard = ok;
  }
  return wildcard ?? false;
}

/** The best coding both the client accepts and we have (in CODINGS order), or null for the identity. */
export function pickCoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  return CODINGS.find((coding) => available.includes(coding) && accepts(header, coding)) ?? null;
}
