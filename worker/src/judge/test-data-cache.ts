import { mkdirSync } from "node:fs";
import { readdir, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { writeTestData } from "@grindstone/db/test-data";
import { InfrastructureError, type TestFile } from "../runners/runner.ts";
import type { WorkerDeps } from "./deps.ts";

const SHA256 = /^[0-9a-f]{64}$/;
/** A file used this recently is never removed to make room: a lane may be about to read it. */
const KEEP_RECENT_MS = 10 * 60_000;

/**
 * This worker's copy of test data stored by content (test_data), one file per SHA-256 in `dir`. A file is fetched
 * from Postgres chunk by chunk on first use (one fetch per hash at a time, however many submissions wait for it),
 * checked against its hash and renamed into place, so what is in the folder is always whole and right, and stays
 * valid across restarts and problem edits (new content, new name). Past `maxBytes` the least recently used files
 * go, never one used in the last ten minutes.
 */
export class TestDataCache {
  private readonly fetching = new Map<string, Promise<TestFile>>();
  private pruning: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** The file holding `sha256`, fetched if this machine has none. */
  file(deps: Pick<WorkerDeps, "db">, sha256: string): Promise<TestFile> {
    if (!SHA256.test(sha256)) return Promise.reject(new Error(`not a SHA-256: ${sha256}`));
    let pending = this.fetching.get(sha256);
    if (pending) return pending;
    pending = this.fetch(deps, sha256).finally(() => this.fetching.delete(sha256));
    this.fetching.set(sha256, pending);
    return pending;
  }

  private async fetch(deps: Pick<WorkerDeps, "db">, sha256: string): Promise<TestFile> {
    const path = join(this.dir, sha256);
    const now = new Date();
    try {
      await utimes(path, now, now); // most recently used
      return { path, bytes: (await stat(path)).size };
    } catch {
      // not here yet
    }
    try {
      await writeTestData(deps.db, sha256, path);
    } catch (err) {
      // Postgres unreachable, or the data gone (the problem re-imported meanwhile): the job is retried.
      throw new InfrastructureError(`test data ${sha256.slice(0, 12)}: ${(err as Error).message}`);
    }
    this.pruneSoon();
    return { path, bytes: (await stat(path)).size };
  }

  private pruneSoon() {
    this.pruning ??= this.prune()
      .catch(() => {})
      .finally(() => {
        this.pruning = null;
      });
  }

  /** Removes the least recently used files until the folder fits (what another worker sharing it uses included). */
  async prune() {
    const files = [];
    for (const name of await readdir(this.dir)) {
      if (!SHA256.test(name)) continue;
      const s = await stat(join(this.dir, name)).catch(() => null);
      if (s) files.push({ name, size: s.size, used: s.mtimeMs });
    }
    let total = files.reduce((n, f) => n + f.size, 0);
    files.sort((a, b) => a.used - b.used);
    for (const f of files) {
      if (total <= this.maxBytes) break;
      if (Date.now() - f.used < KEEP_RECENT_MS) break;
      await rm(join(this.dir, f.name), { force: true });
      total -= f.size;
    }
  }
}
