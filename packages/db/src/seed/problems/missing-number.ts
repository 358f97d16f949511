import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(nums: number[]): number {
  const present = new Set(nums);
  if (present.size !== nums.length) throw new Error("missing-number: values must be distinct");
  const missing: number[] = [];
  for (let v = 0; v <= nums.length; v++) if (!present.has(v)) missing.push(v);
  if (missing.length !== 1) throw new Error("missing-number: exactly one value of [0, n] must be missing");
  return missing[0]!;
}

function makeCase(nums: number[], hidden: boolean) {
  return { input: `${nums.length}\n${nums.join(" ")}\n`, output: `${solve(nums)}\n`, hidden };
}

/** The numbers 0..n without `missing`, shuffled (Fisher–Yates). */
function largeCase(seed: number, n: number, missing?: number) {
  const rnd = makeRandom(seed);
  const skip = missing ?? rnd(0, n);
  const nums: number[] = [];
  for (let v = 0; v <= n; v++) if (v !== skip) nums.push(v);
  for (let i = nums.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [nums[i], nums[j]] = [nums[j]!, nums[i]!];
  }
  return makeCase(nums, true);
}

export const missingNumber: SeedProblem = {
  slug: "missing-number",
  title: "Missing Number",
  difficulty: "EASY",
  tags: ["Array", "Math", "Bit Manipulation"],
  companies: ["Microsoft", "Amazon"],
  description: `You are given an array \`nums\` of \`n\` **distinct** integers, each taken from the range \`[0, n]\`. Since the range holds \`n + 1\` values, exactly one of them is missing from the array. Find it.

Try to use only O(1) extra space.

### Input
- The first line holds \`n\`, the length of the array.
- The second line holds the \`n\` space-separated integers \`nums[0] … nums[n-1]\`.

### Output
Print the only number in \`[0, n]\` that does not appear in \`nums\`.`,
  constraints: `- \`1 ≤ n ≤ 10^4\`
- \`0 ≤ nums[i] ≤ n\`
- All values in \`nums\` are distinct.`,
  hints: `You know exactly which numbers *should* be there: \`0, 1, …, n\`. Compare what you expect with what you got — for instance through their sums.`,
  editorial: `### Approach 1: Gauss's formula
The sum of \`0 + 1 + … + n\` is \`n(n + 1) / 2\`. Subtracting the sum of the array leaves exactly the missing value. With \`n ≤ 10^4\` the sums stay far below the 32-bit limit.

### Approach 2: XOR
XOR all indices \`0 … n\` together with all array values. Every present value cancels with its equal index (\`x ^ x = 0\`), leaving only the missing number. This variant can never overflow.

Both approaches take:
- **Time:** O(n)
- **Space:** O(1)

Sorting and scanning for the first gap also works, but costs O(n log n).`,
  examples: {
    JAVASCRIPT: {
      input: "3\n3 0 1\n",
      output: "2\n",
      explanation: "n = 3, so the values come from [0, 3]. 0, 1 and 3 are present; 2 is missing.",
    },
    PYTHON: {
      input: "2\n0 1\n",
      output: "2\n",
      explanation: "n = 2, so the values come from [0, 2]. The missing value is 2, the top of the range.",
    },
    JAVA: {
      input: "9\n9 6 4 2 3 5 7 0 1\n",
      output: "8\n",
      explanation: "n = 9, so the values come from [0, 9]. Every value except 8 is present.",
    },
    TYPESCRIPT: {
      input: "3\n3 0 1\n",
      output: "2\n",
      explanation: "n = 3, so the values come from [0, 3]. 0, 1 and 3 are present; 2 is missing.",
    },
    CPP: {
      input: "3\n3 0 1\n",
      output: "2\n",
      explanation: "n = 3, so the values come from [0, 3]. 0, 1 and 3 are present; 2 is missing.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} nums
 * @return {number}
 */
function missingNumber(nums) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
console.log(missingNumber(nums));
`,
    PYTHON: `import sys


def missing_number(nums: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(missing_number(nums))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int missingNumber(int[] nums) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(st.nextToken());
        System.out.println(missingNumber(nums));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function missingNumber(nums: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const nums: number[] = data.slice(1, n + 1);
console.log(missingNumber(nums));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int missingNumber(const vector<int>& nums) {
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
    cout << missingNumber(nums) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];

let sum = 0;
for (let i = 1; i <= n; i++) sum += data[i];
console.log((n * (n + 1)) / 2 - sum);
`,
    PYTHON: `import sys


def missing_number(nums):
    n = len(nums)
    return n * (n + 1) // 2 - sum(nums)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    print(missing_number(nums))


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
        int missing = n;
        for (int i = 0; i < n; i++) missing ^= i ^ Integer.parseInt(st.nextToken());
        System.out.println(missing);
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];

let sum = 0;
for (let i = 1; i <= n; i++) sum += data[i];
console.log((n * (n + 1)) / 2 - sum);
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n;
    cin >> n;
    long long sum = 0;
    for (long long i = 0; i < n; i++) {
        long long x;
        cin >> x;
        sum += x;
    }
    cout << n * (n + 1) / 2 - sum << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([3, 0, 1], false),
    makeCase([0, 1], false),
    makeCase([9, 6, 4, 2, 3, 5, 7, 0, 1], false),
    makeCase([0], true),
    makeCase([1], true),
    makeCase([1, 2, 3, 4, 5], true),
    largeCase(161803, 10_000),
    largeCase(314159, 10_000, 0),
    largeCase(577215, 9_999, 9_999),
  ],
};
