// Runs Dolos in a Node child process (plain JavaScript: Node 20 runs it as is). Why Node and not Bun: under Bun,
// tree-sitter's index.js always loads its npm prebuild, which needs a newer libstdc++ than Debian bookworm has, while
// under Node it loads the binding compiled here by scripts/build-dolos.ts (docs/plagiarism.md).
//
// stdin: {"groups":[{"language":"java","template":"…"|null,"files":[{"id":"…","path":"….java","code":"…"}]}],
//         "threshold":0.6,
//         "maxFragments":50}
// stdout: {"pairs":[{"leftId","rightId","similarity","longestFragment","fragments":[{"left":{"startLine","endLine"},
//          "right":{…}}]}],"maxRssKb":n}
import { Dolos, File, LanguagePicker } from "@dodona/dolos-lib";

const input = JSON.parse(await readStdin());
const pairs = [];
// The benchmark's floors (bench/plagiarism.ts): "read" only parses the JSON, "tokenize" also runs tree-sitter over
// every file, "compare" (the default) is the whole analysis.
if (input.mode === "tokenize") await tokenizeOnly(input.groups);
for (const group of input.mode && input.mode !== "compare" ? [] : input.groups) {
  if (group.files.length < 2) continue;
  const ids = new Map(group.files.map((f) => [f.path, f.id]));
  const dolos = new Dolos({ language: group.language });
  // The problem's starter code, which every participant begins from: its fingerprints are ignored, not matches.
  const template = group.template ? new File(`template-${group.files[0].path}`, group.template) : undefined;
  const report = await dolos.analyze(
    group.files.map((f) => new File(f.path, f.code)),
    undefined,
    template,
  );
  for (const pair of pairsAbove(report, input.threshold)) {
    const leftId = ids.get(pair.leftFile.path);
    const rightId = ids.get(pair.rightFile.path);
    const fragments = pair
      .buildFragments()
      .sort((a, b) => b.pairs.length - a.pairs.length)
      .slice(0, input.maxFragments)
      .map((f) => ({ left: lines(f.leftSelection), right: lines(f.rightSelection) }));
    pairs.push({ leftId, rightId, similarity: pair.similarity, longestFragment: pair.longest, fragments });
  }
}
process.stdout.write(JSON.stringify({ pairs, maxRssKb: process.resourceUsage().maxRSS }));

async function tokenizeOnly(groups) {
  for (const group of groups) {
    const language = await new LanguagePicker().findLanguage(group.language);
    const tokenizer = await language.createTokenizer({ includeComments: false });
    for (const f of group.files) tokenizer.tokenizeFile(new File(f.path, f.code));
  }
}

/**
 * Dolos's own pairs at or above the threshold, without `report.allPairs()`: that builds a Pair (shared fingerprints,
 * longest common run) for all n(n-1)/2 pairs and keeps them, which at 1,000 submissions is half a million objects and
 * gigabytes. Here each pair's similarity comes from the fingerprint index, by Pair's own formula (covered k-grams of
 * both sides over both totals less the ignored ones, `leftIgnored` counted twice as Pair does), adding up only the
 * pairs that share a fingerprint; only those at or above the threshold become a Pair.
 */
function pairsAbove(report, threshold) {
  const entries = report.entries();
  const n = entries.length;
  const at = new Map(entries.map((e, i) => [e.file.id, i]));
  const covered = new Float64Array(n * n);
  for (const fingerprint of report.sharedFingerprints()) {
    if (fingerprint.ignored) continue;
    const sides = [];
    for (const file of fingerprint.files()) {
      const i = at.get(file.id);
      if (i !== undefined) sides.push([i, fingerprint.occurrencesOf(file).length]);
    }
    for (let a = 0; a < sides.length; a++) {
      for (let b = a + 1; b < sides.length; b++) {
        const [i, oi] = sides[a];
        const [j, oj] = sides[b];
        covered[Math.min(i, j) * n + Math.max(i, j)] += oi + oj;
      }
    }
  }
  const out = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const c = covered[i * n + j];
      if (c === 0) continue;
      const total = entries[i].kgrams.length + entries[j].kgrams.length - 2 * entries[i].ignored.size;
      if (total > 0 && c / total >= threshold) {
        const pair = report.getPair(entries[i].file, entries[j].file);
        if (pair.similarity >= threshold) out.push(pair);
      }
    }
  }
  return out;
}

/** Dolos's regions count rows from 0; people (and the admin screen) count lines from 1. */
function lines(region) {
  return { startLine: region.startRow + 1, endLine: region.endRow + 1 };
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
