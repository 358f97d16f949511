import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(n: number): number {
  let prev = 1; // ways to reach step 0
  let curr = 1; // ways to reach step 1
  for (let i = 2; i <= n; i++) [prev, curr] = [curr, prev + curr];
  return curr;
}

function makeCase(n: number, hidden: boolean) {
  return { input: `${n}\n`, output: `${solve(n)}\n`, hidden };
}

const rnd = makeRandom(45);

export const climbingStairs: SeedProblem = {
  slug: "climbing-stairs",
  title: "Climbing Stairs",
  difficulty: "EASY",
  tags: ["Math", "Dynamic Programming", "Memoization"],
  companies: ["Amazon", "Adobe"],
  description: `You are climbing a staircase. It takes \`n\` steps to reach the top.

Each time you can climb either **1** or **2** steps. In how many distinct ways can you climb to the top?

Two ways are different if the sequences of step sizes differ (so \`1 + 2\` and \`2 + 1\` count as two ways).

### Input
A single line holding the integer \`n\`.

### Output
Print the number of distinct ways to reach the top.`,
  constraints: `- \`1 ≤ n ≤ 45\`
- The answer fits in a signed 32-bit integer.`,
  hints: `Count by hand for small staircases: how many ways are there for \`n = 1, 2, 3, 4\`? Do you see a pattern?

---

To stand on step \`n\`, your last move came either from step \`n - 1\` or from step \`n - 2\`. How does that relate the answer for \`n\` to the answers for smaller staircases?

---

The counts follow the Fibonacci rule. You only ever need the last two values: two variables rolled forward, no array and no recursion.`,
  editorial: `### Approach: bottom-up dynamic programming
Let \`ways(k)\` be the number of ways to reach step \`k\`. The last move onto step \`k\` is either a 1-step from \`k - 1\` or a 2-step from \`k - 2\`, and these cases never overlap, so

\`ways(k) = ways(k - 1) + ways(k - 2)\`, with \`ways(0) = 1\` and \`ways(1) = 1\`.

This is the Fibonacci sequence shifted by one. Only the last two values are needed, so keep two variables and roll them forward \`n - 1\` times.

A plain recursive solution recomputes the same subproblems exponentially many times; memoization or the iterative loop above fixes that.

- **Time:** O(n)
- **Space:** O(1)`,
  examples: {
    JAVASCRIPT: {
      input: "3\n",
      output: "3\n",
      explanation: "The three ways are 1 + 1 + 1, 1 + 2 and 2 + 1.",
    },
    PYTHON: {
      input: "3\n",
      output: "3\n",
      explanation: "The three ways are 1 + 1 + 1, 1 + 2 and 2 + 1.",
    },
    JAVA: {
      input: "3\n",
      output: "3\n",
      explanation: "The three ways are 1 + 1 + 1, 1 + 2 and 2 + 1.",
    },
    TYPESCRIPT: {
      input: "3\n",
      output: "3\n",
      explanation: "The three ways are 1 + 1 + 1, 1 + 2 and 2 + 1.",
    },
    CPP: {
      input: "3\n",
      output: "3\n",
      explanation: "The three ways are 1 + 1 + 1, 1 + 2 and 2 + 1.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: `/**
 * @param {number} n
 * @return {number}
 */
function climbStairs(n) {
  // Write your solution here.
  return 0;
}

const n = Number(require("fs").readFileSync(0, "utf8").trim());
console.log(climbStairs(n));
`,
    PYTHON: `import sys


def climb_stairs(n: int) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(climb_stairs(n))


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static int climbStairs(int n) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        System.out.println(climbStairs(n));
    }
}
`,
    TYPESCRIPT: `import { readFileSync } from "node:fs";

function climbStairs(n: number): number {
  // Write your solution here.
  return 0;
}

const n: number = Number(readFileSync(0, "utf8").trim());
console.log(climbStairs(n));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int climbStairs(int n) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    cout << climbStairs(n) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: `const n = Number(require("fs").readFileSync(0, "utf8").trim());

function climbStairs(n) {
  let prev = 1;
  let curr = 1;
  for (let i = 2; i <= n; i++) {
    const next = prev + curr;
    prev = curr;
    curr = next;
  }
  return curr;
}

console.log(climbStairs(n));
`,
    PYTHON: `import sys


def climb_stairs(n):
    prev, curr = 1, 1
    for _ in range(2, n + 1):
        prev, curr = curr, prev + curr
    return curr


def main():
    n = int(sys.stdin.read().split()[0])
    print(climb_stairs(n))


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static long climbStairs(int n) {
        long prev = 1, curr = 1;
        for (int i = 2; i <= n; i++) {
            long next = prev + curr;
            prev = curr;
            curr = next;
        }
        return curr;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        System.out.println(climbStairs(n));
    }
}
`,
    TYPESCRIPT: `import { readFileSync } from "node:fs";

const n: number = Number(readFileSync(0, "utf8").trim());

function climbStairs(n: number): number {
  let prev = 1;
  let curr = 1;
  for (let i = 2; i <= n; i++) {
    const next = prev + curr;
    prev = curr;
    curr = next;
  }
  return curr;
}

console.log(climbStairs(n));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

long long climbStairs(int n) {
    long long prev = 1, curr = 1;
    for (int i = 2; i <= n; i++) {
        long long next = prev + curr;
        prev = curr;
        curr = next;
    }
    return curr;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    cout << climbStairs(n) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase(2, false),
    makeCase(3, false),
    makeCase(1, false),
    makeCase(5, false),
    makeCase(10, true),
    makeCase(rnd(20, 35), true),
    makeCase(rnd(36, 44), true),
    makeCase(45, true),
  ],
};
