import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

/** Patience sorting: tails[k] is the smallest possible tail of an increasing subsequence of length k + 1. */
function solve(nums: number[]): number {
  const tails: number[] = [];
  for (const x of nums) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return tails.length;
}

function makeCase(nums: number[], hidden: boolean) {
  return { input: `${nums.length}\n${nums.join(" ")}\n`, output: `${solve(nums)}\n`, hidden };
}

/** Random values in [-10^4, 10^4]. */
function randomNums(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  return Array.from({ length: n }, () => rnd(-10_000, 10_000));
}

/** An upward trend with noise, so the answer is large and built from scattered elements. */
function trendNums(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const value = -10_000 + Math.floor((i * 20_000) / n) + rnd(-300, 300);
    return Math.min(10_000, Math.max(-10_000, value));
  });
}

export const longestIncreasingSubsequence: SeedProblem = {
  slug: "longest-increasing-subsequence",
  title: "Longest Increasing Subsequence",
  difficulty: "MEDIUM",
  tags: ["Array", "Binary Search", "Dynamic Programming"],
  companies: ["Google", "Microsoft", "Amazon"],
  description: `Given an integer array \`nums\`, return the length of its longest **strictly increasing subsequence**.

A subsequence is obtained by deleting zero or more elements without changing the order of the rest. For example, \`3 6 7\` is a subsequence of \`0 3 1 6 2 2 7\`.

With up to \`4 · 10^4\` elements, the quadratic dynamic programme is too slow — aim for **O(n log n)**.

### Input
- The first line holds \`n\`, the length of the array.
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.

### Output
Print the length of the longest strictly increasing subsequence.`,
  constraints: `- \`1 ≤ n ≤ 4 · 10^4\`
- \`-10^4 ≤ nums[i] ≤ 10^4\`
- "Strictly" increasing: equal values cannot both be used.`,
  hints: `First think of the O(n²) DP: \`len[i]\` = longest increasing subsequence ending at \`i\`. To speed it up, keep for every length \`k\` the **smallest** value that can end an increasing subsequence of length \`k\`. That list is always sorted — so what can you use to update it?`,
  editorial: `### Baseline: O(n²) dynamic programming
\`len[i] = 1 + max(len[j])\` over \`j < i\` with \`nums[j] < nums[i]\`. Correct, but about 8 · 10^8 steps for the largest inputs.

### Approach: patience sorting, O(n log n)
Maintain an array \`tails\` where \`tails[k]\` is the smallest value that ends some strictly increasing subsequence of length \`k + 1\` seen so far. \`tails\` is strictly increasing, so for each new value \`x\`:

- binary-search the first position \`p\` with \`tails[p] ≥ x\` (a *lower bound*);
- if there is none, \`x\` extends the longest subsequence — append it;
- otherwise set \`tails[p] = x\`: a subsequence of length \`p + 1\` can now end with a smaller value, which can only help later elements.

The answer is the final length of \`tails\`. Using a lower bound (\`≥\`) rather than an upper bound (\`>\`) is what makes the subsequence *strictly* increasing — with \`7 7 7\` the answer stays 1.

Note that \`tails\` itself is generally **not** a valid subsequence; only its length is meaningful.

- **Time:** O(n log n)
- **Space:** O(n)`,
  examples: {
    JAVASCRIPT: {
      input: "8\n10 9 2 5 3 7 101 18\n",
      output: "4\n",
      explanation: "One longest increasing subsequence is 2 3 7 101, of length 4.",
    },
    PYTHON: {
      input: "6\n0 1 0 3 2 3\n",
      output: "4\n",
      explanation: "0 1 2 3 is a strictly increasing subsequence of length 4.",
    },
    JAVA: {
      input: "7\n7 7 7 7 7 7 7\n",
      output: "1\n",
      explanation: "Equal values do not form an increasing pair, so the answer is 1.",
    },
    TYPESCRIPT: {
      input: "8\n10 9 2 5 3 7 101 18\n",
      output: "4\n",
      explanation: "One longest increasing subsequence is 2 3 7 101, of length 4.",
    },
    CPP: {
      input: "8\n10 9 2 5 3 7 101 18\n",
      output: "4\n",
      explanation: "One longest increasing subsequence is 2 3 7 101, of length 4.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @return {number}
 */
function lengthOfLIS(nums) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
console.log(lengthOfLIS(nums));
`,
    PYTHON: `import sys


def length_of_lis(nums: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(length_of_lis(nums))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int lengthOfLIS(int[] nums) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        System.out.println(lengthOfLIS(nums));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function lengthOfLIS(nums: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
console.log(lengthOfLIS(nums));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int lengthOfLIS(const vector<int>& nums) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
    cout << lengthOfLIS(nums) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];

const tails = new Int32Array(n);
let length = 0;
for (let i = 1; i <= n; i++) {
  const x = data[i];
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tails[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  tails[lo] = x;
  if (lo === length) length++;
}
console.log(length);
`,
    PYTHON: `import sys
from bisect import bisect_left


def length_of_lis(nums):
    tails = []
    for x in nums:
        p = bisect_left(tails, x)
        if p == len(tails):
            tails.append(x)
        else:
            tails[p] = x
    return len(tails)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(length_of_lis(nums))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int lengthOfLIS(int[] nums) {
        int[] tails = new int[nums.length];
        int length = 0;
        for (int x : nums) {
            int lo = 0, hi = length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == length) length++;
        }
        return length;
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
        System.out.println(lengthOfLIS(nums));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];

const tails = new Int32Array(n);
let length = 0;
for (let i = 1; i <= n; i++) {
  const x = data[i];
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tails[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  tails[lo] = x;
  if (lo === length) length++;
}
console.log(length);
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int lengthOfLIS(const vector<int>& nums) {
    vector<int> tails;
    tails.reserve(nums.size());
    for (int x : nums) {
        auto it = lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    return (int)tails.size();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
    cout << lengthOfLIS(nums) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([10, 9, 2, 5, 3, 7, 101, 18], false),
    makeCase([0, 1, 0, 3, 2, 3], false),
    makeCase([7, 7, 7, 7, 7, 7, 7], false),
    makeCase([-10_000], true),
    makeCase([5, 4, 3, 2, 1], true),
    makeCase([1, 3, 6, 7, 9, 4, 10, 5, 6], true),
    makeCase([4, 10, 4, 3, 8, 9], true),
    makeCase(randomNums(9001, 40_000), true),
    makeCase(trendNums(9002, 40_000), true),
    makeCase(
      Array.from({ length: 20_001 }, (_, i) => 10_000 - i),
      true,
    ),
  ],
};
