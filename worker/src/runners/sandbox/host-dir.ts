import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Directories only the host writes, under the system temp dir and named grindstone-box-<pid>-…: today the copy of
 * the Java compile server's source (compile-server.ts). A worker killed mid-flight leaves them behind; the next
 * runner sweeps those whose owning process is gone.
 */
export const HOST_DIR_PREFIX = "grindstone-box-";

export async function sweepStaleHostDirs() {
  for (const entry of await readdir(tmpdir())) {
    const pid = Number(entry.slice(HOST_DIR_PREFIX.length).split("-")[0]);
    if (
      !entry.startsWith(HOST_DIR_PREFIX) ||
      !Number.isInteger(pid) ||
      pid <= 0 ||
      existsSync(`/proc/${pid}`)
    )
      continue;
    await rm(join(tmpdir(), entry), { recursive: true, force: true });
  }
}
