import { sharedExamples } from "../lib/examples.ts";
import { defaultLimitValues } from "../lib/limits.ts";
import { defaultPolicyValues } from "../lib/policy-values.ts";
import type { ProblemFormValues } from "../lib/problem-form.ts";

// The "DP Problem" sample (spec §2.14). Every reference solution reads n from stdin and prints the number of
// ways; the server judges all three against every test case before saving, so they must be right.
const explanation = "There are three ways: 1 + 1 + 1, 1 + 2 and 2 + 1.";

export const climbingStairsSample: ProblemFormValues = {
  title: "Climbing Stairs",
  description: `You are climbing a staircase. It takes n steps to reach the top.

Each time you can climb either 1 or 2 steps. In how many distinct ways can you climb to the top?

Input: a single line holding the integer n.
Output: the number of distinct ways to reach the top.`,
  difficulty: "EASY",
  tags: ["Dynamic Programming", "Math", "Memoization"],
  companies: ["Amazon", "Adobe"],
  constraints: "1 <= n <= 45",
  hints: "To stand on step n, your last move came from step n - 1 or from step n - 2.",
  editorial: `ways(k) = ways(k - 1) + ways(k - 2) with ways(0) = ways(1) = 1: the Fibonacci sequence shifted by one.
Keep only the last two values and roll them forward. Time O(n), space O(1).`,
  testcases: [
    { input: "2", output: "2", hidden: false, pretest: false },
    { input: "3", output: "3", hidden: false, pretest: false },
    { input: "5", output: "8", hidden: false, pretest: false },
    { input: "10", output: "89", hidden: true, pretest: false },
    { input: "45", output: "1836311903", hidden: true, pretest: false },
  ],
  examples: sharedExamples({ input: "3", output: "3", explanation }),
  ...defaultLimitValues(),
  policy: defaultPolicyValues(),
  inputValidators: [],
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


n = int(sys.stdin.read().split()[0])
print(climb_stairs(n))
`,
    JAVA: `import java.io.*;

public class Main {
    static long climbStairs(int n) {
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
  },
  referenceSolutions: {
    JAVASCRIPT: `function climbStairs(n) {
  let prev = 1;
  let curr = 1;
  for (let i = 2; i <= n; i++) {
    const next = prev + curr;
    prev = curr;
    curr = next;
  }
  return curr;
}

const n = Number(require("fs").readFileSync(0, "utf8").trim());
console.log(climbStairs(n));
`,
    PYTHON: `import sys


def climb_stairs(n: int) -> int:
    prev, curr = 1, 1
    for _ in range(2, n + 1):
        prev, curr = curr, prev + curr
    return curr


n = int(sys.stdin.read().split()[0])
print(climb_stairs(n))
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
  },
};
