import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

const OPEN = "([{";
const CLOSE = ")]}";

function solve(s: string): boolean {
  const stack: string[] = [];
  for (const ch of s) {
    const open = OPEN.indexOf(ch);
    if (open >= 0) stack.push(CLOSE[open]!);
    else if (stack.pop() !== ch) return false;
  }
  return stack.length === 0;
}

function makeCase(s: string, hidden: boolean) {
  return { input: `${s}\n`, output: `${solve(s)}\n`, hidden };
}

/** A random balanced string of the given even length (a random walk over the nesting depth). */
function balanced(seed: number, length: number): string {
  const rnd = makeRandom(seed);
  const stack: string[] = [];
  let s = "";
  while (s.length < length) {
    const remaining = length - s.length;
    if (stack.length > 0 && (stack.length === remaining || rnd(0, 1) === 0)) {
      s += stack.pop();
    } else {
      const type = rnd(0, 2);
      s += OPEN[type];
      stack.push(CLOSE[type]!);
    }
  }
  return s;
}

const bigBalanced = balanced(2024, 10_000);
/** Same length, but the last closing bracket has the wrong type. */
const bigBroken = bigBalanced.slice(0, -1) + (bigBalanced.endsWith(")") ? "]" : ")");

export const validParentheses: SeedProblem = {
  slug: "valid-parentheses",
  title: "Valid Parentheses",
  difficulty: "EASY",
  tags: ["String", "Stack"],
  companies: ["Amazon", "Bloomberg", "Meta"],
  description: `Given a string \`s\` containing only the characters \`(\`, \`)\`, \`[\`, \`]\`, \`{\` and \`}\`, determine whether it is **valid**.

A string is valid when:
1. every opening bracket is closed by a bracket of the same type,
2. opening brackets are closed in the correct order, and
3. every closing bracket has a matching opening bracket before it.

### Input
A single line holding the string \`s\`.

### Output
Print \`true\` if \`s\` is valid, otherwise \`false\`.`,
  constraints: `- \`1 ≤ s.length ≤ 10^4\`
- \`s\` consists only of the characters \`()[]{}\`.`,
  hints: `The bracket that must be closed next is always the most recently opened one that is still open. Which data structure gives you "the most recent" item in O(1)?`,
  editorial: `### Approach: stack
Scan the string from left to right with a stack of brackets that are still open.

- On an opening bracket, push it (or, more conveniently, push the closing bracket you now expect).
- On a closing bracket, the stack must be non-empty and its top must be the matching bracket; pop it. Otherwise the string is invalid.

At the end the string is valid only if the stack is empty — leftover brackets were never closed (e.g. \`((\`).

A quick early exit: a string of odd length can never be valid.

- **Time:** O(n)
- **Space:** O(n) for the stack in the worst case (all opening brackets)`,
  examples: {
    JAVASCRIPT: {
      input: "()[]{}\n",
      output: "true\n",
      explanation: "Each bracket is closed immediately by a bracket of the same type.",
    },
    PYTHON: {
      input: "([)]\n",
      output: "false\n",
      explanation: "The ) closes while [ is still the most recently opened bracket, so the order is wrong.",
    },
    JAVA: {
      input: "{[]}\n",
      output: "true\n",
      explanation: "[] is closed first, then the enclosing {}.",
    },
    TYPESCRIPT: {
      input: "()[]{}\n",
      output: "true\n",
      explanation: "Each bracket is closed immediately by a bracket of the same type.",
    },
    CPP: {
      input: "()[]{}\n",
      output: "true\n",
      explanation: "Each bracket is closed immediately by a bracket of the same type.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: `/**
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  // Write your solution here.
  return false;
}

const s = require("fs").readFileSync(0, "utf8").trim();
console.log(isValid(s) ? "true" : "false");
`,
    PYTHON: `import sys


def is_valid(s: str) -> bool:
    # Write your solution here.
    return False


def main() -> None:
    s = sys.stdin.read().strip()
    print("true" if is_valid(s) else "false")


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static boolean isValid(String s) {
        // Write your solution here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine();
        s = s == null ? "" : s.trim();
        System.out.println(isValid(s) ? "true" : "false");
    }
}
`,
    TYPESCRIPT: `import { readFileSync } from "node:fs";

function isValid(s: string): boolean {
  // Write your solution here.
  return false;
}

const s: string = readFileSync(0, "utf8").trim();
console.log(isValid(s) ? "true" : "false");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

bool isValid(const string& s) {
    // Write your solution here.
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << (isValid(s) ? "true" : "false") << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: `const s = require("fs").readFileSync(0, "utf8").trim();

function isValid(s) {
  if (s.length % 2 === 1) return false;
  const expected = { "(": ")", "[": "]", "{": "}" };
  const stack = [];
  for (const ch of s) {
    if (ch in expected) stack.push(expected[ch]);
    else if (stack.pop() !== ch) return false;
  }
  return stack.length === 0;
}

console.log(isValid(s) ? "true" : "false");
`,
    PYTHON: `import sys


def is_valid(s):
    if len(s) % 2 == 1:
        return False
    expected = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for ch in s:
        if ch in expected:
            stack.append(expected[ch])
        elif not stack or stack.pop() != ch:
            return False
    return not stack


def main():
    s = sys.stdin.read().strip()
    print("true" if is_valid(s) else "false")


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static boolean isValid(String s) {
        if (s.length() % 2 == 1) return false;
        char[] stack = new char[s.length()];
        int top = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') stack[top++] = ')';
            else if (c == '[') stack[top++] = ']';
            else if (c == '{') stack[top++] = '}';
            else if (top == 0 || stack[--top] != c) return false;
        }
        return top == 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine();
        s = s == null ? "" : s.trim();
        System.out.println(isValid(s) ? "true" : "false");
    }
}
`,
    TYPESCRIPT: `import { readFileSync } from "node:fs";

const s: string = readFileSync(0, "utf8").trim();

function isValid(s: string): boolean {
  if (s.length % 2 === 1) return false;
  const expected = new Map<string, string>([
    ["(", ")"],
    ["[", "]"],
    ["{", "}"],
  ]);
  const stack: string[] = [];
  for (const ch of s) {
    const close = expected.get(ch);
    if (close !== undefined) stack.push(close);
    else if (stack.pop() !== ch) return false;
  }
  return stack.length === 0;
}

console.log(isValid(s) ? "true" : "false");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

bool isValid(const string& s) {
    if (s.size() % 2 == 1) return false;
    string stack;
    for (char c : s) {
        if (c == '(') stack.push_back(')');
        else if (c == '[') stack.push_back(']');
        else if (c == '{') stack.push_back('}');
        else if (stack.empty() || stack.back() != c) return false;
        else stack.pop_back();
    }
    return stack.empty();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << (isValid(s) ? "true" : "false") << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase("()", false),
    makeCase("()[]{}", false),
    makeCase("(]", false),
    makeCase("([)]", false),
    makeCase("{[]}", false),
    makeCase("(", true),
    makeCase("]", true),
    makeCase("((", true),
    makeCase("){", true),
    makeCase("{[()()]}[]", true),
    makeCase(bigBalanced, true),
    makeCase(bigBroken, true),
  ],
};
