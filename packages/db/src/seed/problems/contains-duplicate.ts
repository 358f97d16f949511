import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(nums: number[]): boolean {
  return new Set(nums).size !== nums.length;
}

function makeCase(nums: number[], hidden: boolean) {
  return { input: `${nums.length}\n${nums.join(" ")}\n`, output: `${solve(nums)}\n`, hidden };
}

/** n pairwise distinct random values; optionally the last value repeats an early one. */
function largeCase(seed: number, n: number, withDuplicate: boolean) {
  const rnd = makeRandom(seed);
  const seen = new Set<number>();
  const nums: number[] = [];
  while (nums.length < n) {
    const x = rnd(-1_000_000_000, 1_000_000_000);
    if (!seen.has(x)) {
      seen.add(x);
      nums.push(x);
    }
  }
  if (withDuplicate) nums[n - 1] = nums[3]!;
  return makeCase(nums, true);
}

export const containsDuplicate: SeedProblem = {
  slug: "contains-duplicate",
  title: "Contains Duplicate",
  difficulty: "EASY",
  tags: ["Array", "Hash Table", "Sorting"],
  companies: ["Amazon", "Apple", "Adobe"],
  description: `Given an integer array \`nums\`, decide whether any value appears **at least twice**.

### Input
- The first line holds \`n\`, the length of the array.
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.

### Output
Print \`true\` if some value appears at least twice, or \`false\` if all values are distinct.`,
  constraints: `- \`1 ≤ n ≤ 10^5\`
- \`-10^9 ≤ nums[i] ≤ 10^9\``,
  hints: `Comparing every pair is O(n²). A hash set can tell you in O(1) whether you have seen a value before; alternatively, after sorting, equal values sit next to each other.`,
  editorial: `### Approach 1: hash set
Walk through the array and insert each value into a hash set. If a value is already present, a duplicate exists — stop and answer \`true\`. If the loop finishes, all values are distinct.

- **Time:** O(n) expected
- **Space:** O(n)

### Approach 2: sort
Sort a copy of the array and compare each element with its neighbour. Equal neighbours mean a duplicate.

- **Time:** O(n log n)
- **Space:** O(1) to O(n) depending on the sort

Both are fast enough; the hash set is the usual interview answer, sorting is handy when memory is tight.`,
  examples: {
    JAVASCRIPT: {
      input: "4\n1 2 3 1\n",
      output: "true\n",
      explanation: "The value 1 appears at indices 0 and 3.",
    },
    PYTHON: {
      input: "4\n1 2 3 4\n",
      output: "false\n",
      explanation: "All four values are distinct.",
    },
    JAVA: {
      input: "4\n1 2 3 1\n",
      output: "true\n",
      explanation: "The value 1 appears at indices 0 and 3.",
    },
    TYPESCRIPT: {
      input: "4\n1 2 3 1\n",
      output: "true\n",
      explanation: "The value 1 appears at indices 0 and 3.",
    },
    CPP: {
      input: "4\n1 2 3 1\n",
      output: "true\n",
      explanation: "The value 1 appears at indices 0 and 3.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @return {boolean}
 */
function containsDuplicate(nums) {
  // Write your solution here.
  return false;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
console.log(containsDuplicate(nums) ? "true" : "false");
`,
    PYTHON: `import sys


def contains_duplicate(nums: list[int]) -> bool:
    # Write your solution here.
    return False


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print("true" if contains_duplicate(nums) else "false")


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static boolean containsDuplicate(int[] nums) {
        // Write your solution here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        System.out.println(containsDuplicate(nums) ? "true" : "false");
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function containsDuplicate(nums: number[]): boolean {
  // Write your solution here.
  return false;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
console.log(containsDuplicate(nums) ? "true" : "false");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

bool containsDuplicate(const vector<int>& nums) {
    // Write your solution here.
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
    cout << (containsDuplicate(nums) ? "true" : "false") << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);

function containsDuplicate(nums) {
  const seen = new Set();
  for (const x of nums) {
    if (seen.has(x)) return true;
    seen.add(x);
  }
  return false;
}

console.log(containsDuplicate(nums) ? "true" : "false");
`,
    PYTHON: `import sys


def contains_duplicate(nums):
    seen = set()
    for x in nums:
        if x in seen:
            return True
        seen.add(x)
    return False


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print("true" if contains_duplicate(nums) else "false")


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static boolean containsDuplicate(int[] nums) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) return true;
        }
        return false;
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
        System.out.println(containsDuplicate(nums) ? "true" : "false");
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);

function containsDuplicate(nums: number[]): boolean {
  const seen = new Set<number>();
  for (const x of nums) {
    if (seen.has(x)) return true;
    seen.add(x);
  }
  return false;
}

console.log(containsDuplicate(nums) ? "true" : "false");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

bool containsDuplicate(const vector<int>& nums) {
    vector<int> sorted = nums;
    sort(sorted.begin(), sorted.end());
    for (size_t i = 1; i < sorted.size(); i++) {
        if (sorted[i] == sorted[i - 1]) return true;
    }
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
    cout << (containsDuplicate(nums) ? "true" : "false") << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([1, 2, 3, 1], false),
    makeCase([1, 2, 3, 4], false),
    makeCase([1, 1, 1, 3, 3, 4, 3, 2, 4, 2], false),
    makeCase([7], false),
    makeCase([-1_000_000_000, 1_000_000_000], true),
    makeCase([-5, 0, -5], true),
    makeCase([0, 0], true),
    largeCase(8080, 20_000, false),
    largeCase(9090, 20_000, true),
  ],
};
