import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(nums: number[]): number {
  let best = nums[0]!;
  let current = 0;
  for (const x of nums) {
    current = Math.max(x, current + x);
    best = Math.max(best, current);
  }
  return best;
}

function makeCase(nums: number[], hidden: boolean) {
  return { input: `${nums.length}\n${nums.join(" ")}\n`, output: `${solve(nums)}\n`, hidden };
}

/** Random values in [lo, hi]. */
function randomNums(seed: number, n: number, lo: number, hi: number): number[] {
  const rnd = makeRandom(seed);
  return Array.from({ length: n }, () => rnd(lo, hi));
}

export const maximumSubarray: SeedProblem = {
  slug: "maximum-subarray",
  title: "Maximum Subarray",
  difficulty: "MEDIUM",
  tags: ["Array", "Divide and Conquer", "Dynamic Programming"],
  companies: ["Amazon", "Microsoft", "LinkedIn"],
  description: `Given an integer array \`nums\`, find the **non-empty** contiguous subarray with the largest sum and report that sum.

A subarray is a contiguous block \`nums[l], nums[l+1], …, nums[r]\` with \`l ≤ r\`.

### Input
- The first line holds \`n\`, the length of the array.
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.

### Output
Print the largest possible subarray sum.`,
  constraints: `- \`1 ≤ n ≤ 10^5\`
- \`-10^4 ≤ nums[i] ≤ 10^4\`
- The subarray must contain at least one element, so when all values are negative the answer is the largest single value.`,
  hints: `Consider the best subarray that **ends** at position \`i\`. It either is just \`nums[i]\`, or it extends the best subarray ending at \`i - 1\`. When is extending worse than starting over?`,
  editorial: `### Approach: Kadane's algorithm
Let \`current\` be the largest sum of a subarray that ends exactly at the current position. Moving to the next value \`x\`, that subarray either extends the previous one or starts fresh at \`x\`:

\`current = max(x, current + x)\`

In words: as soon as the running sum becomes negative it can only hurt what follows, so drop it and start over. The answer is the largest \`current\` seen at any position.

Initialise the answer with \`nums[0]\` (not with 0), otherwise an all-negative array would wrongly give 0.

- **Time:** O(n)
- **Space:** O(1)

### Follow-up: divide and conquer
Split the array in half; the best subarray lies in the left half, in the right half, or crosses the middle (best suffix of the left plus best prefix of the right). This gives O(n log n) and is a good exercise, though Kadane's is simpler and faster.`,
  examples: {
    JAVASCRIPT: {
      input: "9\n-2 1 -3 4 -1 2 1 -5 4\n",
      output: "6\n",
      explanation: "The subarray 4 -1 2 1 has the largest sum, 6.",
    },
    PYTHON: {
      input: "5\n5 4 -1 7 8\n",
      output: "23\n",
      explanation: "The whole array is the best subarray: 5 + 4 - 1 + 7 + 8 = 23.",
    },
    JAVA: {
      input: "9\n-2 1 -3 4 -1 2 1 -5 4\n",
      output: "6\n",
      explanation: "The subarray 4 -1 2 1 has the largest sum, 6.",
    },
    TYPESCRIPT: {
      input: "9\n-2 1 -3 4 -1 2 1 -5 4\n",
      output: "6\n",
      explanation: "The subarray 4 -1 2 1 has the largest sum, 6.",
    },
    CPP: {
      input: "9\n-2 1 -3 4 -1 2 1 -5 4\n",
      output: "6\n",
      explanation: "The subarray 4 -1 2 1 has the largest sum, 6.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
console.log(maxSubArray(nums));
`,
    PYTHON: `import sys


def max_sub_array(nums: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(max_sub_array(nums))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int maxSubArray(int[] nums) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        System.out.println(maxSubArray(nums));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function maxSubArray(nums: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
console.log(maxSubArray(nums));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

long long maxSubArray(const vector<int>& nums) {
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
    cout << maxSubArray(nums) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];

let best = data[1];
let current = 0;
for (let i = 1; i <= n; i++) {
  const x = data[i];
  current = Math.max(x, current + x);
  if (current > best) best = current;
}
console.log(best);
`,
    PYTHON: `import sys


def max_sub_array(nums):
    best = nums[0]
    current = 0
    for x in nums:
        current = x if current < 0 else current + x
        if current > best:
            best = current
    return best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(max_sub_array(nums))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder input = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) input.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(input.toString());
        int n = Integer.parseInt(st.nextToken());
        long best = Long.MIN_VALUE, current = 0;
        for (int i = 0; i < n; i++) {
            int x = Integer.parseInt(st.nextToken());
            current = Math.max(x, current + x);
            best = Math.max(best, current);
        }
        System.out.println(best);
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];

let best = data[1];
let current = 0;
for (let i = 1; i <= n; i++) {
  const x = data[i];
  current = Math.max(x, current + x);
  if (current > best) best = current;
}
console.log(best);
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long best = LLONG_MIN, current = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        current = max(x, current + x);
        best = max(best, current);
    }
    cout << best << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([-2, 1, -3, 4, -1, 2, 1, -5, 4], false),
    makeCase([1], false),
    makeCase([5, 4, -1, 7, 8], false),
    makeCase([-3, -1, -2], false),
    makeCase([-10_000], true),
    makeCase([0, -1, 0], true),
    makeCase([2, -1, 2, -1, 2, -10, 3, 3], true),
    makeCase(randomNums(606, 40_000, -10_000, 10_000), true),
    makeCase(randomNums(707, 40_000, -10_000, 9_000), true),
    makeCase(randomNums(808, 40_000, 1, 10_000), true),
  ],
};
