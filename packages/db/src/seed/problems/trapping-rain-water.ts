import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

/** Prefix/suffix maxima: water above bar i is min(maxLeft, maxRight) - height[i]. */
function solve(height: number[]): number {
  const n = height.length;
  const right = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) right[i] = Math.max(right[i + 1]!, height[i]!);
  let left = 0;
  let water = 0;
  for (let i = 0; i < n; i++) {
    left = Math.max(left, height[i]!);
    water += Math.min(left, right[i]!) - height[i]!;
  }
  return water;
}

function makeCase(height: number[], hidden: boolean) {
  return { input: `${height.length}\n${height.join(" ")}\n`, output: `${solve(height)}\n`, hidden };
}

/** Random heights in [0, max]. */
function randomHeights(seed: number, n: number, max: number): number[] {
  const rnd = makeRandom(seed);
  return Array.from({ length: n }, () => rnd(0, max));
}

/** A terrain of random hills and valleys (a bounded random walk). */
function terrain(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  const heights: number[] = [];
  let h = 50_000;
  for (let i = 0; i < n; i++) {
    h = Math.min(100_000, Math.max(0, h + rnd(-2_000, 2_000)));
    heights.push(h);
  }
  return heights;
}

/** Two walls of height 10^5 around a flat floor: the answer needs 64-bit integers. */
const deepValley = [100_000, ...new Array<number>(99_998).fill(0), 100_000];

export const trappingRainWater: SeedProblem = {
  slug: "trapping-rain-water",
  title: "Trapping Rain Water",
  difficulty: "HARD",
  tags: ["Array", "Two Pointers", "Dynamic Programming", "Stack", "Monotonic Stack"],
  companies: ["Amazon", "Google", "Goldman Sachs"],
  description: `You are given \`n\` non-negative integers describing an elevation map: bar \`i\` has width 1 and height \`height[i]\`. Rain falls on the map and is trapped between the bars.

Compute how many units of water are trapped after the rain.

### Input
- The first line holds \`n\`, the number of bars.
- The second line holds the \`n\` space-separated heights \`height[0] … height[n-1]\`.

### Output
Print the total amount of trapped water.

**Note:** the answer can exceed the range of a 32-bit integer — use a 64-bit type (\`long\` in Java).`,
  constraints: `- \`1 ≤ n ≤ 10^5\`
- \`0 ≤ height[i] ≤ 10^5\``,
  hints: `Look at a single bar. How high can water stand above it? Think about the tallest bar somewhere to its left and the tallest bar somewhere to its right.

---

The water above bar \`i\` is $\\min(L_i, R_i) - h_i$, where $L_i$ and $R_i$ are the tallest bars at or left and right of it. Recomputing both for every bar is O(n²): can you get all of them in two passes, one from each end?

---

Two pointers avoid storing the maxima at all: move inward from the side whose running maximum is lower. On that side the lower maximum already decides the water level.`,
  editorial: `### Key observation
The water above bar \`i\` is \`min(maxLeft(i), maxRight(i)) - height[i]\`, where \`maxLeft(i)\` and \`maxRight(i)\` are the tallest bars at or left/right of \`i\`. Summing this over all bars gives the answer. Recomputing both maxima for every bar is O(n²).

### Approach 1: prefix and suffix maxima — O(n) time, O(n) space
Precompute \`maxRight\` in one pass from the right, then sweep from the left with a running \`maxLeft\` and add up the formula.

### Approach 2: two pointers — O(n) time, O(1) space
Put \`l\` at the left end and \`r\` at the right end, and track \`leftMax\` and \`rightMax\`.
- If \`height[l] < height[r]\`, the right side certainly has a wall at least as tall as \`height[l]\`, so the water above \`l\` is limited by \`leftMax\` alone: update \`leftMax\`, add \`leftMax - height[l]\`, move \`l\` right.
- Otherwise do the mirror-image step on \`r\`.

Stop when the pointers meet.

### Approach 3: monotonic stack
Keep a stack of indices with decreasing heights; when a taller bar arrives, pop the "floor" and add the water bounded by the new bar and the bar below it on the stack, layer by layer.

Remember the total can reach about \`10^5 · 10^5 = 10^{10}\`, which overflows 32-bit integers.`,
  examples: {
    JAVASCRIPT: {
      input: "12\n0 1 0 2 1 0 1 3 2 1 2 1\n",
      output: "6\n",
      explanation:
        "Water collects in the dips: 1 unit above index 2, 4 units between indices 3 and 7, and 1 unit above index 9.",
    },
    PYTHON: {
      input: "6\n4 2 0 3 2 5\n",
      output: "9\n",
      explanation:
        "The water level between the walls of height 4 and 5 is 4, giving 2 + 4 + 1 + 2 = 9 units.",
    },
    JAVA: {
      input: "12\n0 1 0 2 1 0 1 3 2 1 2 1\n",
      output: "6\n",
      explanation:
        "Water collects in the dips: 1 unit above index 2, 4 units between indices 3 and 7, and 1 unit above index 9.",
    },
    TYPESCRIPT: {
      input: "12\n0 1 0 2 1 0 1 3 2 1 2 1\n",
      output: "6\n",
      explanation:
        "Water collects in the dips: 1 unit above index 2, 4 units between indices 3 and 7, and 1 unit above index 9.",
    },
    CPP: {
      input: "12\n0 1 0 2 1 0 1 3 2 1 2 1\n",
      output: "6\n",
      explanation:
        "Water collects in the dips: 1 unit above index 2, 4 units between indices 3 and 7, and 1 unit above index 9.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} height
 * @return {number}
 */
function trap(height) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const height = data.slice(1, n + 1);
console.log(trap(height));
`,
    PYTHON: `import sys


def trap(height: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    height = [int(x) for x in data[1 : n + 1]]
    print(trap(height))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static long trap(int[] height) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] height = new int[n];
        for (int i = 0; i < n; i++) height[i] = Integer.parseInt(st.nextToken());
        System.out.println(trap(height));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function trap(height: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const height: number[] = data.slice(1, n + 1);
console.log(trap(height));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

long long trap(const vector<int>& height) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> height(n);
    for (int& h : height) cin >> h;
    cout << trap(height) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const height = data.slice(1, n + 1);

function trap(height) {
  let l = 0;
  let r = height.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (l < r) {
    if (height[l] < height[r]) {
      leftMax = Math.max(leftMax, height[l]);
      water += leftMax - height[l];
      l++;
    } else {
      rightMax = Math.max(rightMax, height[r]);
      water += rightMax - height[r];
      r--;
    }
  }
  return water;
}

console.log(trap(height));
`,
    PYTHON: `import sys


def trap(height):
    l, r = 0, len(height) - 1
    left_max = right_max = 0
    water = 0
    while l < r:
        if height[l] < height[r]:
            if height[l] > left_max:
                left_max = height[l]
            water += left_max - height[l]
            l += 1
        else:
            if height[r] > right_max:
                right_max = height[r]
            water += right_max - height[r]
            r -= 1
    return water


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    height = [int(x) for x in data[1 : n + 1]]
    print(trap(height))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static long trap(int[] height) {
        int l = 0, r = height.length - 1;
        int leftMax = 0, rightMax = 0;
        long water = 0;
        while (l < r) {
            if (height[l] < height[r]) {
                leftMax = Math.max(leftMax, height[l]);
                water += leftMax - height[l];
                l++;
            } else {
                rightMax = Math.max(rightMax, height[r]);
                water += rightMax - height[r];
                r--;
            }
        }
        return water;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder input = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) input.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(input.toString());
        int n = Integer.parseInt(st.nextToken());
        int[] height = new int[n];
        for (int i = 0; i < n; i++) height[i] = Integer.parseInt(st.nextToken());
        System.out.println(trap(height));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const height: number[] = data.slice(1, n + 1);

function trap(height: number[]): number {
  let l = 0;
  let r = height.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (l < r) {
    if (height[l] < height[r]) {
      leftMax = Math.max(leftMax, height[l]);
      water += leftMax - height[l];
      l++;
    } else {
      rightMax = Math.max(rightMax, height[r]);
      water += rightMax - height[r];
      r--;
    }
  }
  return water;
}

console.log(trap(height));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

long long trap(const vector<int>& height) {
    int l = 0, r = (int)height.size() - 1;
    int leftMax = 0, rightMax = 0;
    long long water = 0;
    while (l < r) {
        if (height[l] < height[r]) {
            leftMax = max(leftMax, height[l]);
            water += leftMax - height[l];
            l++;
        } else {
            rightMax = max(rightMax, height[r]);
            water += rightMax - height[r];
            r--;
        }
    }
    return water;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> height(n);
    for (int& h : height) cin >> h;
    cout << trap(height) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1], false),
    makeCase([4, 2, 0, 3, 2, 5], false),
    makeCase([5], false),
    makeCase([2, 0, 2], false),
    makeCase([3, 0], true),
    makeCase([5, 4, 3, 2, 1], true),
    makeCase([1, 2, 3, 4, 5], true),
    makeCase([5, 1, 5, 1, 5], true),
    makeCase([0, 0, 0], true),
    makeCase(randomHeights(4040, 35_000, 100_000), true),
    makeCase(terrain(5050, 35_000), true),
    makeCase(deepValley, true),
  ],
};
