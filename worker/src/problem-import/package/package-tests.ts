import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { TestGroup } from "@grindstone/shared";
import type { TestText } from "../../runners/runner.ts";
import { readTestdataYaml, readTestGroupYaml, type TestGroupYaml } from "./package-yaml.ts";

/**
 * A secret data file bigger than this is not read: it stays a file (TestFile), judged from disk during verification
 * and stored by content when the problem is saved (test_data), so no import holds a big set in memory. Samples are
 * always read: learners see them.
 */
export const STORED_TEST_BYTES = 64 * 1024;

export type PackageTest = {
  /** Where it came from: `data/secret/subtask1/1` (the `.in`/`.ans` pair without extension). */
  name: string;
  /** The program's input; on an interactive problem, the interactor's input file. */
  input: TestText;
  /** The jury's answer (`.ans`); on an interactive problem, the interactor's answer file (often empty). */
  output: TestText;
  /** Samples (`data/sample`) are shown to learners; everything else is secret. */
  hidden: boolean;
  /** The test group it belongs to: the `data/secret/` subdirectory's name. */
  group?: string;
  /** An interactive sample's `.interaction` beside its `.in`, in our interaction format (see readInteraction). */
  interaction?: string;
};

/** A test text as a string, read from its file if it is one (a sample, a small test: already text). */
export const testTextNow = (t: TestText) => (typeof t === "string" ? t : readFileSync(t.path, "utf8"));

/** A transcript bigger than this is not a sample anyone reads: it is left out (with a warning by the caller). */
export const MAX_INTERACTION_BYTES = 64 * 1024;

/**
 * A Kattis `.interaction` file as our interaction format (test_cases.interaction): both mark a line the program
 * printed with ">" and a line it was sent with "<", so only line endings change (CRLF to LF, a final newline).
 * Lines in neither direction (2025-09's `---` between passes) are kept; the page shows them as they are.
 */
export function readInteraction(file: string): string | null {
  const text = readFileSync(file, "utf8").replace(/\r\n?/g, "\n");
  if (Buffer.byteLength(text) > MAX_INTERACTION_BYTES || text.trim() === "") return null;
  return text.endsWith("\n") ? text : `${text}\n`;
}

/**
 * The transcripts of samples that are only an exchange (`data/sample/<name>.interaction` with no `<name>.in`: the
 * judge cannot run them, the statement shows them), by name, and the names of those left out (too big or empty).
 */
export function readSampleInteractions(dir: string): { interactions: string[]; left: string[] } {
  const sample = join(dir, "data", "sample");
  const interactions: string[] = [];
  const left: string[] = [];
  if (!existsSync(sample)) return { interactions, left };
  for (const f of readdirSync(sample).sort()) {
    if (!f.endsWith(".interaction") || existsSync(join(sample, `${f.slice(0, -".interaction".length)}.in`)))
      continue;
    if (!statSync(join(sample, f)).isFile()) continue;
    const text = readInteraction(join(sample, f));
    if (text === null) left.push(`data/sample/${f}`);
    else interactions.push(text);
  }
  return { interactions, left };
}

/** What git writes for a symbolic link on a checkout without them (`core.symlinks=false`): the target as text. */
const FLATTENED_LINK = /^\.\.?\/[^\n\0]{1,200}$/;

/**
 * A data file's text. A file whose whole content is a relative path to another file of the same `data/` folder is a
 * symbolic link flattened by such a checkout (problemtools' oddecho shares subtask1's tests with subtask2 by links;
 * a Windows clone, or the reviewed copy in shared/, holds them as text): its target is read instead, and `flattened`
 * says so. Anything else (an absolute path, a target outside data/, a missing one) is test data as written.
 */
function readDataFile(file: string, dataDir: string, flattened: string[], keepBig: boolean): TestText {
  const bytes = statSync(file).size;
  // A flattened link's text is a short path: a big file is data.
  if (keepBig && bytes > STORED_TEST_BYTES) return { path: file, bytes };
  const text = readFileSync(file, "utf8");
  if (!FLATTENED_LINK.test(text)) return text;
  const target = resolve(dirname(file), text);
  if (!target.startsWith(`${dataDir}/`) || !existsSync(target) || !statSync(target).isFile()) return text;
  flattened.push(`${relative(dirname(dataDir), file)} → ${text}`);
  const targetBytes = statSync(target).size;
  if (keepBig && targetBytes > STORED_TEST_BYTES) return { path: target, bytes: targetBytes };
  return readFileSync(target, "utf8");
}

/** The `.in` files of a directory in the format's order (by name), each with its `.ans` (empty when absent). */
function pairsIn(
  dir: string,
  dataDir: string,
  flattened: string[],
  keepBig = true,
): { base: string; input: TestText; output: TestText }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".in") && statSync(join(dir, f)).isFile())
    .sort()
    .map((f) => {
      const base = f.slice(0, -".in".length);
      const ans = join(dir, `${base}.ans`);
      return {
        base,
        input: readDataFile(join(dir, f), dataDir, flattened, keepBig),
        output: existsSync(ans) ? readDataFile(ans, dataDir, flattened, keepBig) : "",
      };
    });
}

const subdirectories = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => statSync(join(dir, f)).isDirectory())
        .sort()
    : [];

/**
 * The package's tests in judging order: samples first (they score nothing), then `data/secret/`'s own files, then
 * each of its subdirectories. A sample's `.interaction` (an interactive problem's transcript) is its `interaction`;
 * a sample without an `.in` (only a transcript) is not a test (readSampleInteractions reads those). The groups are the scoring policy's: one per `data/secret/` subdirectory (plus one for files directly in
 * `data/secret/`). The legacy format scores each accepted test `accept_score` (default 1) and a group by its
 * `grader_flags`' aggregation of its tests' scores: `sum` (default) or `min`. So a `sum` group is worth
 * accept_score x tests, shared by test (ours), and a `min` group accept_score, all or nothing.
 */
export function readTests(dir: string): {
  tests: PackageTest[];
  groups: TestGroup[];
  /** Data files that were flattened links, read through to their targets (readDataFile): `path → target`. */
  flattened: string[];
} {
  const tests: PackageTest[] = [];
  const groups: TestGroup[] = [];
  const flattened: string[] = [];
  const dataDir = resolve(dir, "data");
  const sampleDir = join(dir, "data", "sample");
  for (const p of pairsIn(sampleDir, dataDir, flattened, false)) {
    const file = join(sampleDir, `${p.base}.interaction`);
    const interaction = existsSync(file) ? readInteraction(file) : null;
    tests.push({
      name: `data/sample/${p.base}`,
      input: p.input,
      output: p.output,
      hidden: false,
      ...(interaction === null ? {} : { interaction }),
    });
  }
  const secret = join(dir, "data", "secret");
  const addGroup = (name: string, groupDir: string, where: string) => {
    const pairs = pairsIn(groupDir, dataDir, flattened);
    if (pairs.length === 0) return;
    const first = tests.length;
    for (const p of pairs) {
      tests.push({ name: `${where}/${p.base}`, input: p.input, output: p.output, hidden: true, group: name });
    }
    const positions = pairs.map((_, i) => first + i);
    const group = readTestGroupYaml(groupDir);
    if (group) {
      groups.push({ name, tests: positions, ...testGroupScoring(group, name, pairs.length) });
      return;
    }
    const yaml = readTestdataYaml(groupDir);
    const min = yaml?.grader_flags?.split(/\s+/).includes("min") ?? false;
    const perTest = yaml?.accept_score === undefined ? 1 : Number(yaml.accept_score);
    groups.push({
      name,
      tests: positions,
      points: min ? perTest : perTest * pairs.length,
      aggregation: min ? "min" : "sum",
    });
  };
  addGroup("secret", secret, "data/secret");
  for (const sub of subdirectories(secret)) addGroup(sub, join(secret, sub), `data/secret/${sub}`);
  return { tests, groups, flattened };
}

/**
 * A 2023-07 / 2025-09 group's points from its `test_group.yaml`: `max_score` (100 for tests directly in
 * `data/secret`, else, since ours cannot be unbounded, one per test), `score_aggregation` (`sum` in `data/secret`,
 * else `pass-fail`, which is our all-or-nothing `min`) and the one group it may `require_pass`.
 */
function testGroupScoring(
  group: TestGroupYaml,
  name: string,
  count: number,
): Pick<TestGroup, "points" | "aggregation" | "requirePass"> {
  const top = name === "secret";
  const aggregation = group.score_aggregation ?? (top ? "sum" : "pass-fail");
  const required = typeof group.require_pass === "string" ? [group.require_pass] : (group.require_pass ?? []);
  if (required.length > 1) throw new Error(`group ${name}: require_pass on several groups is not ours`);
  return {
    points: typeof group.max_score === "number" ? group.max_score : top ? 100 : count,
    aggregation: aggregation === "sum" ? "sum" : "min",
    ...(required[0] ? { requirePass: required[0].replace(/^secret\//, "") } : {}),
  };
}
