import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

/** For every bar, the nearest strictly lower bar on each side bounds the widest rectangle of its height. */
function solve(heights: number[]): number {
  const n = heights.length;
  const left = new Array<number>(n);
  const right = new Array<number>(n);
  const stack: number[] = [];
  for (let i = 0; i < n; i++) {
    while (stack.length > 0 && heights[stack[stack.length - 1]!]! >= heights[i]!) stack.pop();
    left[i] = stack.length > 0 ? stack[stack.length - 1]! : -1;
    stack.push(i);
  }
  stack.length = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (stack.length > 0 && heights[stack[stack.length - 1]!]! >= heights[i]!) stack.pop();
    right[i] = stack.length > 0 ? stack[stack.length - 1]! : n;
    stack.push(i);
  }
  let best = 0;
  for (let i = 0; i < n; i++) best = Math.max(best, heights[i]! * (right[i]! - left[i]! - 1));
  return best;
}

function makeCase(heights: number[], hidden: boolean) {
  return { input: `${heights.length}\n${heights.join(" ")}\n`, output: `${solve(heights)}\n`, hidden };
}

/** Random heights in [0, max]. */
function randomHeights(seed: number, n: number, max: number): number[] {
  const rnd = makeRandom(seed);
  return Array.from({ length: n }, () => rnd(0, max));
}

/** A bounded random walk: wide plateaus make the best rectangle span many bars. */
function skyline(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  const heights: number[] = [];
  let h = 5_000;
  for (let i = 0; i < n; i++) {
    h = Math.min(10_000, Math.max(0, h + rnd(-150, 150)));
    heights.push(h);
  }
  return heights;
}

export const largestRectangleInHistogram: SeedProblem = {
  slug: "largest-rectangle-in-histogram",
  title: "Largest Rectangle in Histogram",
  difficulty: "HARD",
  tags: ["Array", "Stack", "Monotonic Stack"],
  companies: ["Amazon", "Google", "Microsoft"],
  description: `You are given a histogram of \`n\` bars, each of width 1; bar \`i\` has height \`heights[i]\`.

Find the area of the largest axis-aligned rectangle that fits entirely inside the histogram. The rectangle covers a contiguous range of bars and its height can be at most the height of the lowest bar in that range.

### Input
- The first line holds \`n\`, the number of bars.
- The second line holds the \`n\` space-separated heights \`heights[0] … heights[n-1]\`.

### Output
Print the area of the largest rectangle.`,
  constraints: `- \`1 ≤ n ≤ 10^5\`
- \`0 ≤ heights[i] ≤ 10^4\`
- The answer is at most \`10^9\`, which fits in a signed 32-bit integer.`,
  hints: `In the best rectangle, some bar is the lowest one and the rectangle extends left and right until it meets a strictly lower bar. So for every bar you need its nearest lower neighbour on each side — a stack of increasing heights finds all of them in one pass.`,
  editorial: `### Key observation
Every optimal rectangle has a lowest bar \`i\`, and it can be widened until it hits a bar lower than \`heights[i]\` on each side. So the answer is

\`max over i of heights[i] × (right[i] - left[i] - 1)\`,

where \`left[i]\` / \`right[i]\` are the indices of the nearest strictly lower bars (or \`-1\` / \`n\` if none). Finding them naively is O(n²).

### Approach: monotonic stack, one pass
Scan the bars from left to right, keeping a stack of indices whose heights are **increasing**. When bar \`i\` is lower than the bar on top of the stack, that top bar has found its right boundary (\`i\`), and its left boundary is the index just below it in the stack. Pop it, compute its area, and repeat. Then push \`i\`.

Appending a sentinel bar of height 0 at the end flushes every remaining index from the stack, so no special case is needed after the loop.

Each index is pushed and popped once:
- **Time:** O(n)
- **Space:** O(n)

The same nearest-smaller-element technique solves "Maximal Rectangle" in a binary matrix, row by row.`,
  examples: {
    JAVASCRIPT: {
      input: "6\n2 1 5 6 2 3\n",
      output: "10\n",
      explanation:
        "The bars of heights 5 and 6 (indices 2 and 3) hold a rectangle of height 5 and width 2, area 10.",
    },
    PYTHON: {
      input: "2\n2 4\n",
      output: "4\n",
      explanation: "Both bars together give 2 × 2 = 4, and the tall bar alone gives 4 × 1 = 4.",
    },
    JAVA: {
      input: "6\n2 1 5 6 2 3\n",
      output: "10\n",
      explanation:
        "The bars of heights 5 and 6 (indices 2 and 3) hold a rectangle of height 5 and width 2, area 10.",
    },
    TYPESCRIPT: {
      input: "6\n2 1 5 6 2 3\n",
      output: "10\n",
      explanation:
        "The bars of heights 5 and 6 (indices 2 and 3) hold a rectangle of height 5 and width 2, area 10.",
    },
    CPP: {
      input: "6\n2 1 5 6 2 3\n",
      output: "10\n",
      explanation:
        "The bars of heights 5 and 6 (indices 2 and 3) hold a rectangle of height 5 and width 2, area 10.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} heights
 * @return {number}
 */
function largestRectangleArea(heights) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const heights = data.slice(1, n + 1);
console.log(largestRectangleArea(heights));
`,
    PYTHON: `import sys


def largest_rectangle_area(heights: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(x) for x in data[1 : n + 1]]
    print(largest_rectangle_area(heights))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int largestRectangleArea(int[] heights) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) heights[i] = Integer.parseInt(st.nextToken());
        System.out.println(largestRectangleArea(heights));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function largestRectangleArea(heights: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const heights: number[] = data.slice(1, n + 1);
console.log(largestRectangleArea(heights));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

long long largestRectangleArea(const vector<int>& heights) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> heights(n);
    for (int& h : heights) cin >> h;
    cout << largestRectangleArea(heights) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const heights = data.slice(1, n + 1);

function largestRectangleArea(heights) {
  const n = heights.length;
  const stack = new Int32Array(n + 1);
  let top = 0;
  let best = 0;
  for (let i = 0; i <= n; i++) {
    const h = i < n ? heights[i] : 0;
    while (top > 0 && heights[stack[top - 1]] >= h) {
      const height = heights[stack[--top]];
      const left = top > 0 ? stack[top - 1] : -1;
      const area = height * (i - left - 1);
      if (area > best) best = area;
    }
    stack[top++] = i;
  }
  return best;
}

console.log(largestRectangleArea(heights));
`,
    PYTHON: `import sys


def largest_rectangle_area(heights):
    stack = []
    best = 0
    n = len(heights)
    for i in range(n + 1):
        h = heights[i] if i < n else 0
        while stack and heights[stack[-1]] >= h:
            height = heights[stack.pop()]
            left = stack[-1] if stack else -1
            area = height * (i - left - 1)
            if area > best:
                best = area
        stack.append(i)
    return best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(x) for x in data[1 : n + 1]]
    print(largest_rectangle_area(heights))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int largestRectangleArea(int[] heights) {
        int n = heights.length;
        int[] stack = new int[n + 1];
        int top = 0, best = 0;
        for (int i = 0; i <= n; i++) {
            int h = i < n ? heights[i] : 0;
            while (top > 0 && heights[stack[top - 1]] >= h) {
                int height = heights[stack[--top]];
                int left = top > 0 ? stack[top - 1] : -1;
                best = Math.max(best, height * (i - left - 1));
            }
            stack[top++] = i;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder input = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) input.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(input.toString());
        int n = Integer.parseInt(st.nextToken());
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) heights[i] = Integer.parseInt(st.nextToken());
        System.out.println(largestRectangleArea(heights));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const heights: number[] = data.slice(1, n + 1);

function largestRectangleArea(heights: number[]): number {
  const n = heights.length;
  const stack = new Int32Array(n + 1);
  let top = 0;
  let best = 0;
  for (let i = 0; i <= n; i++) {
    const h = i < n ? heights[i] : 0;
    while (top > 0 && heights[stack[top - 1]] >= h) {
      const height = heights[stack[--top]];
      const left = top > 0 ? stack[top - 1] : -1;
      const area = height * (i - left - 1);
      if (area > best) best = area;
    }
    stack[top++] = i;
  }
  return best;
}

console.log(largestRectangleArea(heights));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

long long largestRectangleArea(const vector<int>& heights) {
    int n = (int)heights.size();
    vector<int> stack(n + 1);
    int top = 0;
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        int h = i < n ? heights[i] : 0;
        while (top > 0 && heights[stack[top - 1]] >= h) {
            long long height = heights[stack[--top]];
            int left = top > 0 ? stack[top - 1] : -1;
            best = max(best, height * (i - left - 1));
        }
        stack[top++] = i;
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> heights(n);
    for (int& h : heights) cin >> h;
    cout << largestRectangleArea(heights) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([2, 1, 5, 6, 2, 3], false),
    makeCase([2, 4], false),
    makeCase([0], false),
    makeCase([7], false),
    makeCase([3, 3, 3, 3, 3], true),
    makeCase([6, 2, 5, 4, 5, 1, 6], true),
    makeCase([2, 1, 2], true),
    makeCase([0, 0, 9, 0, 0], true),
    makeCase(randomHeights(6060, 40_000, 10_000), true),
    makeCase(skyline(7070, 40_000), true),
    makeCase(
      Array.from({ length: 10_000 }, (_, i) => i + 1),
      true,
    ),
    makeCase(new Array<number>(100_000).fill(7), true),
  ],
};
