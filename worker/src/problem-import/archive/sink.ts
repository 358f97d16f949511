import { constants } from "node:fs";
import { copyFile, mkdir, open, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import type { ArchiveCaps } from "./caps.ts";
import { entryPathSegments, isArchiveRoot } from "./entry-path.ts";
import { ArchiveError } from "./errors.ts";
import { linkTargetSegments } from "./link-target.ts";

type WriteOptions = {
  /** Bytes the archive says the member has: refused up front when over a cap, and must match what arrives. */
  declaredSize?: number;
  /** Whether the archive marks the member executable (an input validator or a `build` script may need it). */
  executable?: boolean;
};

/**
 * The extraction directory, and the only code that writes into it. Every member passes through here, so the caps
 * on files, bytes and names are counted in one place while data streams, whatever the archive format.
 */
export class ExtractSink {
  private members = 0;
  private totalBytes = 0;
  /** Every path written so far, to refuse a second member that would overwrite the first. */
  private readonly kinds = new Map<string, "file" | "dir" | "link">();
  /** Links kept until the end (their target may come later in the archive), to be written as copies. */
  private readonly links = new Map<string, { name: string; target: string[] }>();

  constructor(
    readonly root: string,
    private readonly caps: ArchiveCaps,
  ) {}

  async dir(name: string) {
    if (isArchiveRoot(name)) return;
    const segments = this.claim(name, "dir");
    await mkdir(this.path(segments, name), { recursive: true });
  }

  async file(name: string, data: AsyncIterable<Uint8Array>, opts: WriteOptions = {}) {
    const { declaredSize } = opts;
    if (declaredSize !== undefined) this.checkSize(name, declaredSize, this.totalBytes + declaredSize);
    const segments = this.claim(name, "file");
    if (segments.length > 1) await mkdir(this.path(segments.slice(0, -1), name), { recursive: true });
    // "wx": never follow or replace whatever might already be at the path.
    const handle = await open(this.path(segments, name), "wx", opts.executable ? 0o755 : 0o644);
    let written = 0;
    try {
      for await (const chunk of data) {
        this.checkSize(name, written + chunk.byteLength, this.totalBytes + chunk.byteLength);
        if (declaredSize !== undefined && written + chunk.byteLength > declaredSize) {
          throw new ArchiveError("corrupt", `unpacks to more than its declared ${declaredSize} bytes`, name);
        }
        await handle.write(chunk);
        written += chunk.byteLength;
        this.totalBytes += chunk.byteLength;
      }
    } finally {
      await handle.close();
    }
    if (declaredSize !== undefined && written !== declaredSize) {
      throw new ArchiveError("corrupt", `${written} bytes where ${declaredSize} were declared`, name);
    }
  }

  /**
   * A symbolic or hard link: refused, unless `caps.links` is "copy-inside", when it becomes a copy of the
   * regular file it points at inside the archive (problemtools packages share test files between groups that
   * way). Copies are made by `finish()`, once every member is known.
   */
  link(name: string, target: string, kind: "symbolic" | "hard") {
    if (this.caps.links !== "copy-inside") {
      throw new ArchiveError("link", `a ${kind} link (links are refused)`, name);
    }
    const segments = this.claim(name, "link");
    this.links.set(segments.join("/"), { name, target: linkTargetSegments(segments, target, kind, name) });
  }

  /** Writes the links as copies of their final targets; a link to a directory, to nothing or in a loop is refused. */
  async finish() {
    for (const [key, { name, target }] of this.links) {
      let at = target;
      // A chain of links ends at a file within as many hops as there are links, or it is a loop.
      for (let hop = 0; this.kinds.get(at.join("/")) === "link"; hop++) {
        if (hop > this.links.size) throw new ArchiveError("link", "a loop of links", name);
        at = this.links.get(at.join("/"))!.target;
      }
      if (this.kinds.get(at.join("/")) !== "file") {
        throw new ArchiveError("link", `a link to ${at.join("/")}, which is not a file in the archive`, name);
      }
      const from = this.path(at, name);
      const { size } = await stat(from);
      this.checkSize(name, size, this.totalBytes + size);
      const segments = key.split("/");
      if (segments.length > 1) await mkdir(this.path(segments.slice(0, -1), name), { recursive: true });
      await copyFile(from, this.path(segments, name), constants.COPYFILE_EXCL);
      this.totalBytes += size;
    }
  }

  /** Where segments land; entryPathSegments already refused `..`, this holds even if that check were wrong. */
  private path(segments: string[], name: string): string {
    const path = join(this.root, ...segments);
    if (!path.startsWith(this.root + sep)) {
      throw new ArchiveError("traversal", "a path outside the archive", name);
    }
    return path;
  }

  /** Refuses once the member would reach `memberSize` bytes, or the archive `totalAfter` bytes in all. */
  private checkSize(name: string, memberSize: number, totalAfter: number) {
    if (memberSize > this.caps.fileBytes) {
      throw new ArchiveError(
        "too-large",
        `larger than the ${this.caps.fileBytes}-byte cap for one file`,
        name,
      );
    }
    if (totalAfter > this.caps.totalBytes) {
      throw new ArchiveError("too-large", `unpacks past the ${this.caps.totalBytes}-byte cap in total`, name);
    }
  }

  private claim(name: string, kind: "file" | "dir" | "link"): string[] {
    const segments = entryPathSegments(name, this.caps.depth);
    this.members += 1;
    if (this.members > this.caps.files) {
      throw new ArchiveError("too-many-files", `more than ${this.caps.files} members`, name);
    }
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join("/");
      if (this.kinds.has(parent) && this.kinds.get(parent) !== "dir") {
        throw new ArchiveError("duplicate", `its directory ${parent} is also a file`, name);
      }
      this.kinds.set(parent, "dir");
    }
    const key = segments.join("/");
    const before = this.kinds.get(key);
    // A directory listed twice overwrites nothing; anything else would replace what an earlier member wrote.
    if (before !== undefined && !(before === "dir" && kind === "dir")) {
      throw new ArchiveError("duplicate", `a second member with this path`, name);
    }
    this.kinds.set(key, kind);
    return segments;
  }
}
