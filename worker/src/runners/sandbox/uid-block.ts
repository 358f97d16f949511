import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";

/**
 * Each runner claims its own block of 1000 uids, so several worker processes on one machine never share a slot
 * uid (RLIMIT_NPROC counts per uid, and the no-cgroup cleanup kills every process of the slot's uid). A claim is
 * an atomic mkdir holding the owner's pid; a block whose owner is dead is reclaimed.
 */
const FIRST_UID = 1_610_000;
const BLOCK = 1000;
const BLOCKS = 100;
const DIR = `${tmpdir()}/grindstone-uid-blocks`;

export type UidBlock = { base: number; release(): void };

const ownerAlive = (claim: string) => {
  try {
    return existsSync(`/proc/${Number(readFileSync(`${claim}/pid`, "utf8"))}`);
  } catch {
    return false;
  }
};

export function claimUidBlock(): UidBlock {
  mkdirSync(DIR, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    for (let n = 0; n < BLOCKS; n++) {
      const claim = `${DIR}/${n}`;
      try {
        mkdirSync(claim);
      } catch {
        // Taken; on the second pass reclaim it if its owner is gone (a worker that was killed).
        if (attempt === 0 || ownerAlive(claim)) continue;
        rmSync(claim, { recursive: true, force: true });
        try {
          mkdirSync(claim);
        } catch {
          continue;
        }
      }
      writeFileSync(`${claim}/pid`, String(process.pid));
      return { base: FIRST_UID + n * BLOCK, release: () => rmSync(claim, { recursive: true, force: true }) };
    }
  }
  throw new Error(`all ${BLOCKS} sandbox uid blocks are taken (${DIR})`);
}
