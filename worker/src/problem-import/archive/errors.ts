/**
 * Why an archive was refused. The importer shows `message` in the package's report as is, so it names the
 * member that caused it; `code` lets the importer (and tests) tell the cases apart without parsing text.
 */
export type ArchiveErrorCode =
  | "traversal"
  | "absolute-path"
  | "link"
  | "device"
  | "duplicate"
  | "too-large"
  | "too-many-files"
  | "bomb"
  | "not-an-archive"
  | "corrupt"
  | "fetch";

export class ArchiveError extends Error {
  override readonly name = "ArchiveError";
  constructor(
    readonly code: ArchiveErrorCode,
    message: string,
    /** The member's name as written in the archive, when one member is to blame. */
    readonly member?: string,
  ) {
    super(member === undefined ? message : `${JSON.stringify(member)}: ${message}`);
  }
}
