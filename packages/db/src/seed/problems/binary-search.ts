import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(nums: number[], target: number): number {
  let lo = 0;
  let hi = nums.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nums[mid] === target) return mid;
    if (nums[mid]! < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function makeCase(nums: number[], target: number, hidden: boolean) {
  for (let i = 1; i < nums.length; i++) {
    if (nums[i]! <= nums[i - 1]!) throw new Error("binary-search: nums must be strictly increasing");
  }
  return {
    input: `${nums.length}\n${nums.join(" ")}\n${target}\n`,
    output: `${solve(nums, target)}\n`,
    hidden,
  };
}

/** n distinct sorted values in (-10^4, 10^4): every value is kept with probability n / 19999. */
function sortedValues(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  const values: number[] = [];
  let remaining = 19_999;
  for (let v = -9_999; v <= 9_999; v++, remaining--) {
    if (rnd(1, remaining) <= n - values.length) values.push(v);
  }
  return values;
}

const big = sortedValues(5150, 8_000);
const missingFromBig = (() => {
  for (let v = 1; v < 9_999; v++) if (!big.includes(v)) return v;
  throw new Error("binary-search: no gap");
})();

export const binarySearch: SeedProblem = {
  slug: "binary-search",
  title: "Binary Search",
  difficulty: "EASY",
  tags: ["Array", "Binary Search"],
  companies: ["Microsoft", "Google"],
  description: `Given an array of integers \`nums\` sorted in **strictly increasing** order and an integer \`target\`, find the index of \`target\` in \`nums\`. If \`target\` does not occur, the answer is \`-1\`.

Aim for an algorithm with **O(log n)** comparisons.

### Input
- The first line holds \`n\`, the length of the array.
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.
- The third line holds \`target\`.

### Output
Print the zero-based index of \`target\`, or \`-1\` if it is not in the array.`,
  constraints: `- \`1 ≤ n ≤ 10^4\`
- \`-10^4 < nums[i], target < 10^4\`
- All values in \`nums\` are distinct and sorted in increasing order.`,
  hints: `Compare \`target\` with the middle element. Whatever the result, one half of the remaining range cannot contain the answer and can be thrown away.`,
  editorial: `### Approach: classic binary search
Keep a closed range \`[lo, hi]\` of indices that may still hold \`target\`, starting with \`[0, n - 1]\`.

While \`lo ≤ hi\`:
- \`mid = lo + (hi - lo) / 2\` (this form avoids integer overflow in languages with fixed-width integers),
- if \`nums[mid] == target\`, return \`mid\`,
- if \`nums[mid] < target\`, the answer lies to the right: \`lo = mid + 1\`,
- otherwise it lies to the left: \`hi = mid - 1\`.

When the range becomes empty, \`target\` is absent: return \`-1\`. Each step halves the range, so at most about log₂(n) + 1 iterations run.

- **Time:** O(log n) for the search (reading the input is O(n))
- **Space:** O(1)`,
  examples: {
    JAVASCRIPT: {
      input: "6\n-1 0 3 5 9 12\n9\n",
      output: "4\n",
      explanation: "9 is stored at index 4.",
    },
    PYTHON: {
      input: "6\n-1 0 3 5 9 12\n2\n",
      output: "-1\n",
      explanation: "2 does not occur in the array, so the answer is -1.",
    },
    JAVA: {
      input: "6\n-1 0 3 5 9 12\n9\n",
      output: "4\n",
      explanation: "9 is stored at index 4.",
    },
    TYPESCRIPT: {
      input: "6\n-1 0 3 5 9 12\n9\n",
      output: "4\n",
      explanation: "9 is stored at index 4.",
    },
    CPP: {
      input: "6\n-1 0 3 5 9 12\n9\n",
      output: "4\n",
      explanation: "9 is stored at index 4.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number}
 */
function search(nums, target) {
  // Write your solution here.
  return -1;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
const target = data[n + 1];
console.log(search(nums, target));
`,
    PYTHON: `import sys


def search(nums: list[int], target: int) -> int:
    # Write your solution here.
    return -1


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    target = int(data[n + 1])
    print(search(nums, target))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int search(int[] nums, int target) {
        // Write your solution here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        int target = Integer.parseInt(br.readLine().trim());
        System.out.println(search(nums, target));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function search(nums: number[], target: number): number {
  // Write your solution here.
  return -1;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
const target: number = data[n + 1];
console.log(search(nums, target));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int search(const vector<int>& nums, int target) {
    // Write your solution here.
    return -1;
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
    cout << search(nums, target) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
const target = data[n + 1];

function search(nums, target) {
  let lo = 0;
  let hi = nums.length - 1;
  while (lo <= hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (nums[mid] === target) return mid;
    if (nums[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

console.log(search(nums, target));
`,
    PYTHON: `import sys


def search(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    target = int(data[n + 1])
    print(search(nums, target))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int search(int[] nums, int target) {
        int lo = 0, hi = nums.length - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) return mid;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return -1;
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
        System.out.println(search(nums, target));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
const target: number = data[n + 1];

function search(nums: number[], target: number): number {
  let lo = 0;
  let hi = nums.length - 1;
  while (lo <= hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (nums[mid] === target) return mid;
    if (nums[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

console.log(search(nums, target));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int search(const vector<int>& nums, int target) {
    int lo = 0, hi = (int)nums.size() - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] == target) return mid;
        if (nums[mid] < target) lo = mid + 1;
        else hi = mid - 1;
    }
    return -1;
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
    cout << search(nums, target) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([-1, 0, 3, 5, 9, 12], 9, false),
    makeCase([-1, 0, 3, 5, 9, 12], 2, false),
    makeCase([5], 5, false),
    makeCase([5], -5, true),
    makeCase([-9_999, -50, 0, 7, 9_999], -9_999, true),
    makeCase([-9_999, -50, 0, 7, 9_999], 9_999, true),
    makeCase([2, 4, 6, 8], 1, true),
    makeCase([2, 4, 6, 8], 9, true),
    makeCase(big, big[5_432]!, true),
    makeCase(big, missingFromBig, true),
    makeCase(
      Array.from({ length: 10_000 }, (_, i) => 2 * i - 9_999),
      1,
      true,
    ),
  ],
};
