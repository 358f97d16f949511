import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(n: number): string[] {
  const lines: string[] = [];
  for (let i = 1; i <= n; i++) {
    if (i % 15 === 0) lines.push("FizzBuzz");
    else if (i % 3 === 0) lines.push("Fizz");
    else if (i % 5 === 0) lines.push("Buzz");
    else lines.push(String(i));
  }
  return lines;
}

function makeCase(n: number, hidden: boolean) {
  return { input: `${n}\n`, output: `${solve(n).join("\n")}\n`, hidden };
}

const rnd = makeRandom(1515);

export const fizzBuzz: SeedProblem = {
  slug: "fizz-buzz",
  title: "Fizz Buzz",
  difficulty: "EASY",
  tags: ["Math", "String", "Simulation"],
  companies: ["Microsoft", "Apple"],
  description: `Given an integer \`n\`, print one line for every integer \`i\` from \`1\` to \`n\` (in increasing order):

- \`FizzBuzz\` if \`i\` is divisible by both 3 and 5,
- \`Fizz\` if \`i\` is divisible by 3 (but not 5),
- \`Buzz\` if \`i\` is divisible by 5 (but not 3),
- the number \`i\` itself otherwise.

### Input
A single line holding the integer \`n\`.

### Output
Print exactly \`n\` lines; line \`i\` holds the word or number for \`i\`.`,
  constraints: "- `1 ≤ n ≤ 10^4`",
  hints: `Check divisibility by 15 (that is, by both 3 and 5) **before** checking 3 and 5 on their own — otherwise multiples of 15 print just \`Fizz\`.`,
  editorial: `### Approach: simulate
Loop \`i\` from 1 to \`n\` and use the remainder operator:

1. \`i % 15 == 0\` → \`FizzBuzz\`
2. \`i % 3 == 0\` → \`Fizz\`
3. \`i % 5 == 0\` → \`Buzz\`
4. otherwise → \`i\`

The order of the checks matters: the most specific rule (divisible by both) must come first. An alternative that scales to more rules is to build the word by appending \`Fizz\` when \`i % 3 == 0\` and \`Buzz\` when \`i % 5 == 0\`, then printing \`i\` if the word is still empty.

Collect the lines and print them at once — printing thousands of lines one call at a time is slow in some languages.

- **Time:** O(n)
- **Space:** O(n) for the buffered output`,
  examples: {
    JAVASCRIPT: {
      input: "15\n",
      output: "1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n",
      explanation:
        "3, 6, 9 and 12 are multiples of 3; 5 and 10 are multiples of 5; 15 is a multiple of both.",
    },
    PYTHON: {
      input: "5\n",
      output: "1\n2\nFizz\n4\nBuzz\n",
      explanation:
        "3 is a multiple of 3 and 5 is a multiple of 5; the other numbers are printed as they are.",
    },
    JAVA: {
      input: "15\n",
      output: "1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n",
      explanation:
        "3, 6, 9 and 12 are multiples of 3; 5 and 10 are multiples of 5; 15 is a multiple of both.",
    },
    TYPESCRIPT: {
      input: "15\n",
      output: "1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n",
      explanation:
        "3, 6, 9 and 12 are multiples of 3; 5 and 10 are multiples of 5; 15 is a multiple of both.",
    },
    CPP: {
      input: "15\n",
      output: "1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n",
      explanation:
        "3, 6, 9 and 12 are multiples of 3; 5 and 10 are multiples of 5; 15 is a multiple of both.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number} n
 * @return {string[]} the n lines to print
 */
function fizzBuzz(n) {
  // Write your solution here.
  return [];
}

const n = Number(require("fs").readFileSync(0, "utf8").trim());
console.log(fizzBuzz(n).join("\n"));
`,
    PYTHON: String.raw`import sys


def fizz_buzz(n: int) -> list[str]:
    # Write your solution here.
    return []


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print("\n".join(fizz_buzz(n)))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static List<String> fizzBuzz(int n) {
        // Write your solution here.
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        System.out.println(String.join("\n", fizzBuzz(n)));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

/** Returns the n lines to print. */
function fizzBuzz(n: number): string[] {
  // Write your solution here.
  return [];
}

const n: number = Number(readFileSync(0, "utf8").trim());
console.log(fizzBuzz(n).join("\n"));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

// Returns the n lines to print.
vector<string> fizzBuzz(int n) {
    // Write your solution here.
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    for (const string& line : fizzBuzz(n)) cout << line << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const n = Number(require("fs").readFileSync(0, "utf8").trim());

const lines = [];
for (let i = 1; i <= n; i++) {
  if (i % 15 === 0) lines.push("FizzBuzz");
  else if (i % 3 === 0) lines.push("Fizz");
  else if (i % 5 === 0) lines.push("Buzz");
  else lines.push(String(i));
}
process.stdout.write(lines.join("\n") + "\n");
`,
    PYTHON: String.raw`import sys


def fizz_buzz(n):
    lines = []
    for i in range(1, n + 1):
        if i % 15 == 0:
            lines.append("FizzBuzz")
        elif i % 3 == 0:
            lines.append("Fizz")
        elif i % 5 == 0:
            lines.append("Buzz")
        else:
            lines.append(str(i))
    return lines


def main():
    n = int(sys.stdin.read().split()[0])
    sys.stdout.write("\n".join(fizz_buzz(n)) + "\n")


main()
`,
    JAVA: String.raw`import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            if (i % 15 == 0) out.append("FizzBuzz");
            else if (i % 3 == 0) out.append("Fizz");
            else if (i % 5 == 0) out.append("Buzz");
            else out.append(i);
            out.append('\n');
        }
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(out);
        pw.flush();
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const n: number = Number(readFileSync(0, "utf8").trim());

const lines: string[] = [];
for (let i = 1; i <= n; i++) {
  if (i % 15 === 0) lines.push("FizzBuzz");
  else if (i % 3 === 0) lines.push("Fizz");
  else if (i % 5 === 0) lines.push("Buzz");
  else lines.push(String(i));
}
process.stdout.write(lines.join("\n") + "\n");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    string out;
    for (int i = 1; i <= n; i++) {
        if (i % 15 == 0) out += "FizzBuzz";
        else if (i % 3 == 0) out += "Fizz";
        else if (i % 5 == 0) out += "Buzz";
        else out += to_string(i);
        out += '\n';
    }
    cout << out;
    return 0;
}
`,
  },
  testCases: [
    makeCase(3, false),
    makeCase(5, false),
    makeCase(15, false),
    makeCase(1, false),
    makeCase(16, true),
    makeCase(100, true),
    makeCase(rnd(1000, 5000), true),
    makeCase(10_000, true),
  ],
};
