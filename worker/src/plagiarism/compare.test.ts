import { expect, test } from "bun:test";
import { LANGUAGES } from "@grindstone/shared";
import { comparePrograms, DEFAULT_THRESHOLD } from "./compare.ts";
import { testPrograms } from "./test-programs.ts";

/** One Dolos run over all twenty programs: files are grouped by language, so languages never meet. */
const files = LANGUAGES.flatMap((language) =>
  Object.entries(testPrograms(language)).map(([kind, code]) => ({
    id: `${language}:${kind}`,
    language,
    code,
  })),
);
const all = await comparePrograms(files, { threshold: 0 });
const score = (left: string, right: string) =>
  all.pairs.find(
    (p) => (p.leftId === left && p.rightId === right) || (p.leftId === right && p.rightId === left),
  )?.similarity ?? 0;

for (const language of LANGUAGES) {
  test(`${language}: the disguised copy is flagged, independent solutions are not`, () => {
    const copy = score(`${language}:original`, `${language}:copy`);
    expect(copy).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
    for (const [a, b] of [
      ["original", "independentA"],
      ["original", "independentB"],
      ["independentA", "independentB"],
      ["copy", "independentA"],
      ["copy", "independentB"],
    ]) {
      expect(score(`${language}:${a}`, `${language}:${b}`)).toBeLessThan(DEFAULT_THRESHOLD);
    }
  });
}

test("only pairs at or above the threshold come back, most similar first, with 1-based line fragments", async () => {
  const flagged = await comparePrograms(files);
  expect(flagged.engine).toBe("node");
  expect(flagged.pairs.map((p) => p.similarity)).toEqual(
    flagged.pairs.map((p) => p.similarity).sort((a, b) => b - a),
  );
  const ids = flagged.pairs.map((p) => [p.leftId, p.rightId].sort().join(" "));
  expect(ids.sort()).toEqual(LANGUAGES.map((l) => `${l}:copy ${l}:original`).sort());
  for (const pair of flagged.pairs) {
    expect(pair.longestFragment).toBeGreaterThan(0);
    expect(pair.fragments.length).toBeGreaterThan(0);
    for (const f of pair.fragments) {
      expect(f.left.startLine).toBeGreaterThanOrEqual(1);
      expect(f.left.endLine).toBeGreaterThanOrEqual(f.left.startLine);
    }
  }
});

test("languages are never compared with each other, and fewer than two files is no run at all", async () => {
  expect(all.pairs.every((p) => p.leftId.split(":")[0] === p.rightId.split(":")[0])).toBe(true);
  expect(await comparePrograms(files.slice(0, 1))).toEqual({ pairs: [], engine: "node", maxRssKb: 0 });
});

test("the scores behind the threshold (printed for docs/plagiarism.md)", () => {
  const rows = LANGUAGES.map((l) => ({
    language: l,
    copy: score(`${l}:original`, `${l}:copy`).toFixed(2),
    independentMax: Math.max(
      score(`${l}:original`, `${l}:independentA`),
      score(`${l}:original`, `${l}:independentB`),
      score(`${l}:independentA`, `${l}:independentB`),
      score(`${l}:copy`, `${l}:independentA`),
      score(`${l}:copy`, `${l}:independentB`),
    ).toFixed(2),
  }));
  expect(rows).toHaveLength(LANGUAGES.length);
  process.stdout.write(`${JSON.stringify(rows)}\n`);
});

test("the problem's starter code is ignored: two solutions sharing only the snippet's main are not a pair", async () => {
  const main = `def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    target = int(data[n + 1])
    print(" ".join(map(str, two_sum(nums, target))))


main()
`;
  const snippet = `import sys\n\n\ndef two_sum(nums, target):\n    return []\n\n\n${main}`;
  const hashing = `import sys\n\n\ndef two_sum(nums, target):\n    seen = {}\n    for j, x in enumerate(nums):\n        i = seen.get(target - x)\n        if i is not None:\n            return [i, j]\n        seen.setdefault(x, j)\n    return []\n\n\n${main}`;
  const pointers = `import sys\n\n\ndef two_sum(nums, target):\n    order = sorted(range(len(nums)), key=lambda k: nums[k])\n    lo, hi = 0, len(order) - 1\n    while lo < hi:\n        s = nums[order[lo]] + nums[order[hi]]\n        if s == target:\n            return sorted([order[lo], order[hi]])\n        if s < target:\n            lo += 1\n        else:\n            hi -= 1\n    return []\n\n\n${main}`;
  const files = [
    { id: "hashing", language: "PYTHON" as const, code: hashing },
    { id: "pointers", language: "PYTHON" as const, code: pointers },
  ];
  const without = await comparePrograms(files, { threshold: 0 });
  const withTemplate = await comparePrograms(files, { threshold: 0, templates: { PYTHON: snippet } });
  const sim = (r: typeof without) => r.pairs[0]?.similarity ?? 0;
  process.stdout.write(
    `starter shared: ${sim(without).toFixed(2)} → ignored: ${sim(withTemplate).toFixed(2)}\n`,
  );
  expect(sim(withTemplate)).toBeLessThan(sim(without));
  expect(sim(withTemplate)).toBeLessThan(DEFAULT_THRESHOLD);
});
