import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(nums: number[], target: number): [number, number] {
  const seen = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]!);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j]!)) seen.set(nums[j]!, j);
  }
  throw new Error("two-sum: no pair");
}

/** Number of index pairs i < j with nums[i] + nums[j] = target; every test must have exactly one. */
function countPairs(nums: number[], target: number): number {
  const counts = new Map<number, number>();
  let pairs = 0;
  for (const x of nums) {
    pairs += counts.get(target - x) ?? 0;
    counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  return pairs;
}

function makeCase(nums: number[], target: number, hidden: boolean) {
  if (countPairs(nums, target) !== 1) throw new Error("two-sum: test must have exactly one pair");
  const [i, j] = solve(nums, target);
  return { input: `${nums.length}\n${nums.join(" ")}\n${target}\n`, output: `${i} ${j}\n`, hidden };
}

/**
 * A large case with exactly one answer: the target is odd, the pair is the only odd value `a` plus the even
 * value `b = target - a`, and every other value is even and different from `b`, so no other pair can hit
 * an odd target.
 */
function largeCase(seed: number, n: number, positions?: [number, number]) {
  const rnd = makeRandom(seed);
  const a = 2 * rnd(-250_000_000, 250_000_000) + 1;
  const b = 2 * rnd(-250_000_000, 250_000_000);
  const nums: number[] = [];
  while (nums.length < n) {
    const x = 2 * rnd(-500_000_000, 500_000_000);
    if (x !== b) nums.push(x);
  }
  const p = positions?.[0] ?? rnd(0, n - 1);
  let q = positions?.[1] ?? rnd(0, n - 1);
  while (q === p) q = rnd(0, n - 1);
  nums[p] = a;
  nums[q] = b;
  return makeCase(nums, a + b, true);
}

export const twoSum: SeedProblem = {
  slug: "two-sum",
  title: "Two Sum",
  difficulty: "EASY",
  // "Demo": the problem the landing page, the README walkthrough and the test suites lean on, so it cannot be deleted.
  tags: ["Demo", "Array", "Hash Table"],
  companies: ["Amazon", "Google", "Apple"],
  description: `Given an array of integers \`nums\` and an integer \`target\`, find the two positions \`i\` and \`j\` (with \`i < j\`) such that \`nums[i] + nums[j] = target\`.

Every input has **exactly one** such pair of positions, and you may not use the same element twice.

### Input
- The first line holds \`n\`, the length of the array.
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.
- The third line holds \`target\`.

### Output
Print the two zero-based indices \`i\` and \`j\` with \`i < j\`, separated by a single space.`,
  constraints: `- \`2 ≤ n ≤ 10^4\`
- \`-10^9 ≤ nums[i] ≤ 10^9\`
- \`-10^9 ≤ target ≤ 10^9\`
- Exactly one pair of indices \`i < j\` satisfies \`nums[i] + nums[j] = target\`.`,
  hints: `Checking every pair of indices works, but it takes O(n²) time: too slow for the largest inputs. Fix one index \`j\`: which value must its partner have?

---

The partner of \`nums[j]\` is \`target - nums[j]\`. While scanning the array once, what could you remember about the values you have already seen, so that finding the partner takes O(1)?

---

Keep a hash map from each value seen so far to its index. Look the partner up **before** storing \`nums[j]\`, so an index is never paired with itself.`,
  editorial: `### Approach: one pass with a hash map
Scan the array from left to right and keep a hash map from each value seen so far to its index. At position \`j\`, the partner we need is \`target - nums[j]\`. If it is already in the map at index \`i\`, then \`i < j\` and \`(i, j)\` is the answer. Otherwise store \`nums[j] → j\` and continue.

Because the partner is looked up *before* \`nums[j]\` is stored, an element is never paired with itself, while two equal values (e.g. \`3 3\` with target \`6\`) are still found.

- **Time:** O(n) — one lookup and one insertion per element.
- **Space:** O(n) for the map.`,
  examples: {
    JAVASCRIPT: {
      input: "4\n2 7 11 15\n9\n",
      output: "0 1\n",
      explanation: "nums[0] + nums[1] = 2 + 7 = 9, so the answer is 0 1.",
    },
    PYTHON: {
      input: "3\n3 2 4\n6\n",
      output: "1 2\n",
      explanation: "nums[1] + nums[2] = 2 + 4 = 6. Index 0 cannot be used twice (3 + 3).",
    },
    JAVA: {
      input: "4\n2 7 11 15\n9\n",
      output: "0 1\n",
      explanation: "nums[0] + nums[1] = 2 + 7 = 9, so the answer is 0 1.",
    },
    TYPESCRIPT: {
      input: "4\n2 7 11 15\n9\n",
      output: "0 1\n",
      explanation: "nums[0] + nums[1] = 2 + 7 = 9, so the answer is 0 1.",
    },
    CPP: {
      input: "4\n2 7 11 15\n9\n",
      output: "0 1\n",
      explanation: "nums[0] + nums[1] = 2 + 7 = 9, so the answer is 0 1.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]} the two indices [i, j] with i < j
 */
function twoSum(nums, target) {
  // Write your solution here.
  return [];
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
const target = data[n + 1];
console.log(twoSum(nums, target).join(" "));
`,
    PYTHON: `import sys


def two_sum(nums: list[int], target: int) -> list[int]:
    # Write your solution here.
    return []


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    target = int(data[n + 1])
    print(" ".join(map(str, two_sum(nums, target))))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    /** Returns the two indices {i, j} with i < j. */
    static int[] twoSum(int[] nums, int target) {
        // Write your solution here.
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        int target = Integer.parseInt(br.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int index : twoSum(nums, target)) {
            if (out.length() > 0) out.append(' ');
            out.append(index);
        }
        System.out.println(out);
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

/** Returns the two indices [i, j] with i < j. */
function twoSum(nums: number[], target: number): number[] {
  // Write your solution here.
  return [];
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
const target: number = data[n + 1];
console.log(twoSum(nums, target).join(" "));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

// Returns the two indices {i, j} with i < j.
vector<int> twoSum(const vector<int>& nums, int target) {
    // Write your solution here.
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
    int target;
    cin >> target;
    vector<int> ans = twoSum(nums, target);
    for (size_t i = 0; i < ans.size(); i++) {
        if (i > 0) cout << ' ';
        cout << ans[i];
    }
    cout << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
const target = data[n + 1];

function twoSum(nums, target) {
  const seen = new Map();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j])) seen.set(nums[j], j);
  }
  return [];
}

console.log(twoSum(nums, target).join(" "));
`,
    PYTHON: `import sys


def two_sum(nums, target):
    seen = {}
    for j, x in enumerate(nums):
        i = seen.get(target - x)
        if i is not None:
            return [i, j]
        seen.setdefault(x, j)
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    target = int(data[n + 1])
    print(" ".join(map(str, two_sum(nums, target))))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int[] twoSum(int[] nums, int target) {
        Map<Long, Integer> seen = new HashMap<>();
        for (int j = 0; j < nums.length; j++) {
            Integer i = seen.get((long) target - nums[j]);
            if (i != null) return new int[] {i, j};
            seen.putIfAbsent((long) nums[j], j);
        }
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder input = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) input.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(input.toString());
        int n = Integer.parseInt(st.nextToken());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        int target = Integer.parseInt(st.nextToken());
        int[] ans = twoSum(nums, target);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
const target: number = data[n + 1];

function twoSum(nums: number[], target: number): number[] {
  const seen = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j])) seen.set(nums[j], j);
  }
  return [];
}

console.log(twoSum(nums, target).join(" "));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

vector<int> twoSum(const vector<int>& nums, int target) {
    unordered_map<long long, int> seen;
    seen.reserve(nums.size() * 2);
    for (int j = 0; j < (int)nums.size(); j++) {
        auto it = seen.find((long long)target - nums[j]);
        if (it != seen.end()) return {it->second, j};
        seen.emplace(nums[j], j);
    }
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
    int target;
    cin >> target;
    vector<int> ans = twoSum(nums, target);
    cout << ans[0] << ' ' << ans[1] << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([2, 7, 11, 15], 9, false),
    makeCase([3, 2, 4], 6, false),
    makeCase([3, 3], 6, false),
    makeCase([-1, -2, -3, -4, -5], -8, false),
    makeCase([0, 4, 3, 0], 0, true),
    makeCase([1_000_000_000, 999_999_999, -5, 1], 1_999_999_999, true),
    makeCase([-1_000_000_000, 7, 1_000_000_000, 8], 0, true),
    largeCase(20240501, 10_000),
    largeCase(777, 10_000, [9_998, 9_999]),
  ],
};
