import type { Language } from "@grindstone/shared";

/**
 * Compares programs with Dolos (tree-sitter tokens, winnowed k-gram fingerprints) and returns the pairs at or above
 * the threshold. Files are compared only with files of the same language. Dolos runs in a Node child process
 * (dolos-child.mjs says why), fed JSON on stdin; `engine` and the child's peak RSS come back with the pairs.
 */

export type ProgramFile = { id: string; language: Language; code: string };
export type LineRange = { startLine: number; endLine: number };
export type MatchedFragment = { left: LineRange; right: LineRange };
export type SimilarPair = {
  leftId: string;
  rightId: string;
  /** Dolos's similarity: the share of both programs' fingerprints they have in common, 0..1. */
  similarity: number;
  /** The longest run of shared k-grams (tokens), Dolos's "longest fragment". */
  longestFragment: number;
  fragments: MatchedFragment[];
};
export type CompareResult = { pairs: SimilarPair[]; engine: "node"; maxRssKb: number };

/**
 * 0.6: on docs/plagiarism.md's test set (compare.test.ts) every disguised copy (renamed variables, reordered
 * functions, added comments) scored 0.88 or more, every independent solution of the same problem 0.21 or less.
 */
export const DEFAULT_THRESHOLD = 0.6;
/** A pair of near-identical programs matches in a handful of fragments; past this the screen shows the largest. */
const MAX_FRAGMENTS = 50;

const DOLOS_LANGUAGE: Record<Language, string> = {
  JAVASCRIPT: "javascript",
  TYPESCRIPT: "typescript",
  PYTHON: "python",
  JAVA: "java",
  CPP: "cpp",
};
const EXTENSION: Record<Language, string> = {
  JAVASCRIPT: "js",
  TYPESCRIPT: "ts",
  PYTHON: "py",
  JAVA: "java",
  CPP: "cpp",
};

const CHILD = new URL("./dolos-child.mjs", import.meta.url).pathname;

export async function comparePrograms(
  files: ProgramFile[],
  opts: {
    threshold?: number;
    templates?: Partial<Record<Language, string>>;
    /** bench:plagiarism's floors: "read" (the child parses the input only), "tokenize" (tree-sitter only). */
    mode?: "compare" | "tokenize" | "read";
  } = {},
): Promise<CompareResult> {
  const byLanguage = new Map<Language, ProgramFile[]>();
  for (const file of files) byLanguage.set(file.language, [...(byLanguage.get(file.language) ?? []), file]);
  const groups = [...byLanguage]
    .filter(([, group]) => group.length >= 2)
    .map(([language, group]) => ({
      language: DOLOS_LANGUAGE[language],
      template: opts.templates?.[language] ?? null,
      // The path is only Dolos's name for the file; index-based so two ids can never collide on disk-like names.
      files: group.map((f, i) => ({ id: f.id, path: `f${i}.${EXTENSION[language]}`, code: f.code })),
    }));
  if (groups.length === 0) return { pairs: [], engine: "node", maxRssKb: 0 };
  const input = JSON.stringify({
    groups,
    threshold: opts.threshold ?? DEFAULT_THRESHOLD,
    maxFragments: MAX_FRAGMENTS,
    mode: opts.mode ?? "compare",
  });
  const out = await runChild(input);
  const parsed = JSON.parse(out) as { pairs: SimilarPair[]; maxRssKb: number };
  parsed.pairs.sort((a, b) => b.similarity - a.similarity);
  return { pairs: parsed.pairs, engine: "node", maxRssKb: parsed.maxRssKb };
}

async function runChild(input: string): Promise<string> {
  const node = Bun.which("node");
  if (!node) throw new Error("Dolos needs Node.js (node on PATH): not found");
  const proc = Bun.spawn([node, CHILD], { stdin: "pipe", stdout: "pipe", stderr: "pipe" });
  proc.stdin.write(input);
  await proc.stdin.end();
  const [code, out, err] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  if (code !== 0) {
    const reason = /No native build|Cannot find module|dlopen/.test(err)
      ? "Dolos is not built (run `bun scripts/build-dolos.ts`)"
      : err.trim().split("\n").slice(-3).join(" ");
    throw new Error(`Dolos failed: ${reason.slice(0, 500)}`);
  }
  return out;
}
