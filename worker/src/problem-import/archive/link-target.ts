import { ArchiveError } from "./errors.ts";

/**
 * Where a link member points, as path segments inside the archive, or a refusal when it leaves the archive.
 * A symbolic link's target is relative to the link's directory; a tar hard link names another member from
 * the archive's root. Resolved by the names alone: nothing on disk is followed.
 */
export function linkTargetSegments(
  linkSegments: string[],
  target: string,
  kind: "symbolic" | "hard",
  name: string,
): string[] {
  if (target === "" || target.includes("\0")) throw new ArchiveError("link", "a link with no target", name);
  if (target.startsWith("/") || target.includes("\\") || /^[A-Za-z]:/.test(target)) {
    throw new ArchiveError("link", `a link to ${JSON.stringify(target)}, outside the archive`, name);
  }
  const resolved = kind === "symbolic" ? linkSegments.slice(0, -1) : [];
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") resolved.push(segment);
    else if (resolved.pop() === undefined) {
      throw new ArchiveError("link", `a link to ${JSON.stringify(target)}, outside the archive`, name);
    }
  }
  return resolved;
}
