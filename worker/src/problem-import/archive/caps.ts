/**
 * Limits on what one archive may unpack to (issue 25, item 8). The defaults fit the largest real problem sets we
 * know (a Code Jam set with its test data is tens of MB) with a wide margin; the importer passes its own values
 * from env. Every count is enforced while streaming, so a lying header cannot get past one.
 */
export type ArchiveCaps = {
  /** Bytes of the archive itself (a download stops here too). */
  archiveBytes: number;
  /** Bytes of all members together once unpacked. */
  totalBytes: number;
  /** Bytes of any one member once unpacked. */
  fileBytes: number;
  /** Members (files and directories). */
  files: number;
  /** Path segments in a member's name. */
  depth: number;
  /** A member larger than `ratioAfterBytes` may unpack to at most this many times its packed size. */
  maxRatio: number;
  ratioAfterBytes: number;
  /**
   * Symbolic and hard links: "refuse" (the default), or "copy-inside" to write each link whose target is a
   * regular file inside the archive as a copy of it (a GitHub zip of a problemtools set holds such links).
   */
  links: "refuse" | "copy-inside";
  /** fetchArchive: the whole download, headers to last byte. */
  fetchTimeoutMs: number;
  /** fetchArchive: redirects followed before giving up. */
  maxRedirects: number;
};

const MB = 1024 * 1024;

export const defaultArchiveCaps: ArchiveCaps = {
  archiveBytes: 1024 * MB,
  totalBytes: 512 * MB,
  fileBytes: 256 * MB,
  files: 20_000,
  depth: 32,
  maxRatio: 200,
  ratioAfterBytes: MB,
  links: "refuse",
  fetchTimeoutMs: 120_000,
  maxRedirects: 5,
};

/** The defaults, overridden by whatever `opts` sets; an undefined value (an unset env knob) keeps the default. */
export const resolveCaps = (opts: Partial<ArchiveCaps> = {}): ArchiveCaps => ({
  ...defaultArchiveCaps,
  ...Object.fromEntries(Object.entries(opts).filter(([, value]) => value !== undefined)),
});
