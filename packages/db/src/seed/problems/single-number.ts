import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(nums: number[]): number {
  const counts = new Map<number, number>();
  for (const x of nums) counts.set(x, (counts.get(x) ?? 0) + 1);
  const singles = [...counts].filter(([, c]) => c === 1);
  if (singles.length !== 1 || [...counts.values()].some((c) => c > 2)) {
    throw new Error("single-number: every value but one must appear exactly twice");
  }
  return singles[0]![0];
}

function makeCase(nums: number[], hidden: boolean) {
  return { input: `${nums.length}\n${nums.join(" ")}\n`, output: `${solve(nums)}\n`, hidden };
}

/** `pairs` distinct values appearing twice plus one distinct single, shuffled (Fisher–Yates). */
function largeCase(seed: number, pairs: number) {
  const rnd = makeRandom(seed);
  const used = new Set<number>();
  const pick = () => {
    for (;;) {
      const x = rnd(-30_000, 30_000);
      if (!used.has(x)) {
        used.add(x);
        return x;
      }
    }
  };
  const nums: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const x = pick();
    nums.push(x, x);
  }
  nums.push(pick());
  for (let i = nums.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [nums[i], nums[j]] = [nums[j]!, nums[i]!];
  }
  return makeCase(nums, true);
}

export const singleNumber: SeedProblem = {
  slug: "single-number",
  title: "Single Number",
  difficulty: "EASY",
  tags: ["Array", "Bit Manipulation"],
  companies: ["Amazon", "Apple"],
  description: `You are given a non-empty array of integers \`nums\`. Every value appears **exactly twice**, except for one value that appears **exactly once**. Find that single value.

Try to solve it in linear time using only constant extra space.

### Input
- The first line holds \`n\`, the length of the array (always odd).
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.

### Output
Print the value that appears exactly once.`,
  constraints: `- \`1 ≤ n ≤ 3 · 10^4\`
- \`-3 · 10^4 ≤ nums[i] ≤ 3 · 10^4\`
- Every value appears exactly twice except for one value, which appears exactly once.`,
  hints: `A hash map of counts works but uses O(n) memory. Think about the XOR operator: what is \`x ^ x\`, and what is \`x ^ 0\`?`,
  editorial: `### Approach: XOR everything
XOR has three properties that make this problem a one-liner:

- \`x ^ x = 0\` — a value cancels itself,
- \`x ^ 0 = x\`,
- XOR is commutative and associative, so the order of the operands does not matter.

XOR-ing all elements therefore cancels every pair, whatever their positions, and leaves exactly the single value. This works for negative numbers too, because XOR acts on the two's-complement bits.

- **Time:** O(n)
- **Space:** O(1)

A hash-set solution (add on first sight, remove on second; the survivor is the answer) is also O(n) time, but needs O(n) space.`,
  examples: {
    JAVASCRIPT: {
      input: "5\n4 1 2 1 2\n",
      output: "4\n",
      explanation: "1 and 2 each appear twice; 4 appears once.",
    },
    PYTHON: {
      input: "3\n2 2 1\n",
      output: "1\n",
      explanation: "2 appears twice; 1 appears once.",
    },
    JAVA: {
      input: "5\n4 1 2 1 2\n",
      output: "4\n",
      explanation: "1 and 2 each appear twice; 4 appears once.",
    },
    TYPESCRIPT: {
      input: "5\n4 1 2 1 2\n",
      output: "4\n",
      explanation: "1 and 2 each appear twice; 4 appears once.",
    },
    CPP: {
      input: "5\n4 1 2 1 2\n",
      output: "4\n",
      explanation: "1 and 2 each appear twice; 4 appears once.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @return {number}
 */
function singleNumber(nums) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
console.log(singleNumber(nums));
`,
    PYTHON: `import sys


def single_number(nums: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(single_number(nums))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int singleNumber(int[] nums) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        System.out.println(singleNumber(nums));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function singleNumber(nums: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
console.log(singleNumber(nums));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int singleNumber(const vector<int>& nums) {
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
    cout << singleNumber(nums) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];

let result = 0;
for (let i = 1; i <= n; i++) result ^= data[i];
console.log(result);
`,
    PYTHON: `import sys


def single_number(nums):
    result = 0
    for x in nums:
        result ^= x
    return result


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(single_number(nums))


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
        int result = 0;
        for (int i = 0; i < n; i++) result ^= Integer.parseInt(st.nextToken());
        System.out.println(result);
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];

let result = 0;
for (let i = 1; i <= n; i++) result ^= data[i];
console.log(result);
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int result = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        result ^= x;
    }
    cout << result << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([2, 2, 1], false),
    makeCase([4, 1, 2, 1, 2], false),
    makeCase([1], false),
    makeCase([-3, 7, -3, 0, 0], true),
    makeCase([30_000, -30_000, 30_000], true),
    makeCase([0, -1, -1], true),
    makeCase([5, 6, 7, 8, 6, 7, 8], true),
    largeCase(271828, 14_999),
  ],
};
