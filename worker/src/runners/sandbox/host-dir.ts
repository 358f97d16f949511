import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A directory only the host ever writes: the submission's source (and Java's compiled classes) go here and are
 * bind-mounted read-only into each sandbox. The sandbox's uid cannot write it (root-owned, and the mount is
 * read-only), so nothing in it can be a planted symlink, and removing it cannot be turned against the host.
 */
const PREFIX = "grindstone-box-";

export class HostDir {
  private constructor(readonly path: string) {}

  static async create(): Promise<HostDir> {
    const path = await mkdtemp(join(tmpdir(), `${PREFIX}${process.pid}-`));
    // Traversable but not listable: the slot's uid must reach the files to mount them, other users need not see names.
    await chmod(path, 0o711);
    return new HostDir(path);
  }

  /** Writes a new file (never an existing one: "wx") under the directory, creating parents as needed. */
  async write(relative: string, data: string | Uint8Array): Promise<string> {
    const file = join(this.path, relative);
    if (!file.startsWith(`${this.path}/`)) throw new Error(`path escapes the box directory: ${relative}`);
    await mkdir(dirname(file), { recursive: true, mode: 0o755 });
    await writeFile(file, data, { flag: "wx", mode: 0o644 });
    return file;
  }

  async mkdir(relative: string): Promise<string> {
    const dir = join(this.path, relative);
    await mkdir(dir, { recursive: true, mode: 0o755 });
    return dir;
  }

  /** Removes directories left by worker processes that were killed mid-submission. */
  static async sweepStale() {
    for (const entry of await readdir(tmpdir())) {
      const pid = Number(entry.slice(PREFIX.length).split("-")[0]);
      if (!entry.startsWith(PREFIX) || !Number.isInteger(pid) || pid <= 0 || existsSync(`/proc/${pid}`))
        continue;
      await rm(join(tmpdir(), entry), { recursive: true, force: true });
    }
  }

  async remove() {
    await rm(this.path, { recursive: true, force: true });
  }
}
