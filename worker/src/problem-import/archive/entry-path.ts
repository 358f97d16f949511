import { ArchiveError } from "./errors.ts";

/**
 * A member's name turned into path segments that stay inside the extraction directory, or a refusal. Stricter
 * than needed on Linux on purpose: `a/../b` stays inside, but no real package needs it, and a backslash or a
 * drive letter means the archive was made for another system's idea of a path, where they would escape.
 */
export function entryPathSegments(name: string, maxDepth: number): string[] {
  if (name.includes("\0")) throw new ArchiveError("corrupt", "NUL byte in the name", name);
  if (name.includes("\\")) throw new ArchiveError("traversal", "backslash in the name", name);
  if (/^[A-Za-z]:/.test(name)) throw new ArchiveError("absolute-path", "Windows drive letter", name);
  if (name.startsWith("/")) throw new ArchiveError("absolute-path", "absolute path", name);
  const segments = name.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw new ArchiveError("traversal", "`..` in the path", name);
  if (segments.length === 0) throw new ArchiveError("corrupt", "empty name", name);
  // Linux's NAME_MAX: a longer part would fail at open() with a system error instead of this clear one.
  if (segments.some((segment) => Buffer.byteLength(segment) > 255)) {
    throw new ArchiveError("too-large", "a file or directory name over 255 bytes", name);
  }
  if (segments.length > maxDepth) {
    throw new ArchiveError("too-large", `path deeper than ${maxDepth} directories`, name);
  }
  return segments;
}

/** `./` (what `tar -C dir .` writes first) names the extraction directory itself: nothing to create. */
export const isArchiveRoot = (name: string) =>
  !name.startsWith("/") && name.split("/").every((segment) => segment === "" || segment === ".");
