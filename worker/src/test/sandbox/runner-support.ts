import { readdirSync, readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "@grindstone/shared";
import type { Runner, RunResult, RunTest } from "../../runners/runner.ts";
import { pidsOfUid } from "../../runners/sandbox/process-tree.ts";
import { COMPILER_SLOT } from "../../runners/sandbox/sandbox.ts";
import { policyOf } from "../policy.ts";

/** Shared by the runner tests: small limits so hostile programs end quickly, and checks that the host is fine. */
export const SMALL_LIMITS = { cpuTimeMs: 1000, memoryKb: 128 * 1024 };
/** Every language of the registry: a suite runs them all, so a new language fails until it has its programs. */
export { LANGUAGES };

/** The uids a runner with `slots` slots from `baseUid` may use: its slots', the warm javac's and, counting down
 * from it, one per language's compiler. */
export const runnerUids = (baseUid: number, slots: number) => [
  ...Array.from({ length: slots }, (_, slot) => baseUid + slot),
  ...LANGUAGES.map((_, i) => baseUid + COMPILER_SLOT - i),
];

export function runOne(
  runner: Runner,
  language: Language,
  sourceCode: string,
  tests: RunTest[] = [{ input: "" }],
) {
  return runner.run({ language, sourceCode, tests, policy: policyOf(SMALL_LIMITS) });
}

/** Output of every test of a result, for "the secret never shows up" assertions. */
export const allOutput = (r: RunResult) =>
  r.tests.map((t) => t.stdout + t.stderr).join("\n") + (r.compileOutput ?? "");

/** Command lines of every process on the host that mention `marker` (a stray left by a sandboxed program). */
export function processesMentioning(marker: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      if (cmdline.includes(marker)) found.push(`${entry}: ${cmdline}`);
    } catch {}
  }
  return found;
}

/** Processes of a sandbox uid still present after `graceMs` (exiting ones get a moment to be reaped), described. */
export async function leftoverProcesses(uid: number, graceMs = 3000): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const pids = pidsOfUid(uid);
    if (pids.length === 0 || Date.now() > deadline) {
      return pids.map((pid) => {
        try {
          const state = /^State:\s+(.*)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
          return `${pid} [${state}] ${readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")}`;
        } catch {
          return `${pid} (gone)`;
        }
      });
    }
    await Bun.sleep(50);
  }
}

/** The host can still start processes (a fork bomb did not exhaust anything shared). */
export function hostCanSpawn(): boolean {
  const r = Bun.spawnSync(["/bin/sh", "-c", "echo alive"]);
  return r.exitCode === 0 && r.stdout.toString().trim() === "alive";
}

export const randomMarker = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
