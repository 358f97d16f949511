import type { StoredTestFile } from "@grindstone/shared";

const KB = 1024;
const MB = KB * KB;

/** A size as admins read it: binary units like the memory limits (1 MB = 1024 KB), one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * What the form shows for a test side stored on the server: its size and the start of its SHA-256, enough to tell
 * files apart and match one against a package's (`sha256sum`); the whole hash is the field's title.
 */
export const storedFileSummary = (file: StoredTestFile) =>
  `Stored file · ${formatBytes(file.bytes)} · sha256 ${file.sha256.slice(0, 8)}…`;
