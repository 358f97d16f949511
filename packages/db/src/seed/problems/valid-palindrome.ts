import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(s: string): boolean {
  const cleaned = s.toLowerCase().replace(/[^a-z0-9]/g, "");
  for (let i = 0, j = cleaned.length - 1; i < j; i++, j--) {
    if (cleaned[i] !== cleaned[j]) return false;
  }
  return true;
}

function makeCase(s: string, hidden: boolean) {
  return { input: `${s}\n`, output: `${solve(s)}\n`, hidden };
}

const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
const NOISE = " ,.:;!?'-_()\"";

/**
 * A long phrase built from a mirrored core of alphanumerics, decorated with random capitals and
 * punctuation. If `breakAt` is given, one character of the core is changed so it is no longer a palindrome.
 */
function largeCase(seed: number, half: number, breakAt?: number) {
  const rnd = makeRandom(seed);
  const core: string[] = [];
  for (let i = 0; i < half; i++) core.push(ALNUM[rnd(0, ALNUM.length - 1)]!);
  const mirrored = [...core, ...[...core].reverse()];
  if (breakAt !== undefined) {
    const original = mirrored[breakAt]!;
    mirrored[breakAt] = original === "z" ? "y" : "z";
  }
  let s = "";
  for (const ch of mirrored) {
    if (rnd(0, 3) === 0) s += NOISE[rnd(0, NOISE.length - 1)];
    s += rnd(0, 1) === 0 ? ch.toUpperCase() : ch;
  }
  return makeCase(`A${s}a`, true);
}

export const validPalindrome: SeedProblem = {
  slug: "valid-palindrome",
  title: "Valid Palindrome",
  difficulty: "EASY",
  tags: ["Two Pointers", "String"],
  companies: ["Meta", "Microsoft"],
  description: `A phrase is a **palindrome** if, after converting all uppercase letters to lowercase and removing every non-alphanumeric character, it reads the same forward and backward. Alphanumeric characters are the letters \`a–z\`, \`A–Z\` and the digits \`0–9\`.

Given a string \`s\`, decide whether it is a palindrome.

### Input
A single line holding the string \`s\`. The line may contain spaces and punctuation, and may be empty.

### Output
Print \`true\` if \`s\` is a palindrome, otherwise \`false\`.`,
  constraints: `- \`0 ≤ s.length ≤ 2 · 10^5\`
- \`s\` consists only of printable ASCII characters.
- A string with no alphanumeric characters at all is a palindrome.`,
  hints: `You do not have to build a cleaned copy of the string. Put one pointer at each end and move them towards each other, skipping characters that are not letters or digits.`,
  editorial: `### Approach: two pointers
Keep an index \`i\` at the start and \`j\` at the end of \`s\`.

1. Advance \`i\` while it points at a non-alphanumeric character, and move \`j\` back likewise.
2. Compare \`s[i]\` and \`s[j]\` case-insensitively. If they differ, the answer is \`false\`.
3. Otherwise step both pointers inwards and repeat until they meet.

If the pointers meet without a mismatch, the string is a palindrome. Watch out for digits: \`"0P"\` is **not** a palindrome, because \`0\` is alphanumeric and differs from \`p\`.

- **Time:** O(n)
- **Space:** O(1) (building a filtered copy, as some solutions do, costs O(n) extra space)`,
  examples: {
    JAVASCRIPT: {
      input: "A man, a plan, a canal: Panama\n",
      output: "true\n",
      explanation:
        'After cleaning, the phrase becomes "amanaplanacanalpanama", which reads the same both ways.',
    },
    PYTHON: {
      input: "race a car\n",
      output: "false\n",
      explanation: '"raceacar" reversed is "racaecar", so it is not a palindrome.',
    },
    JAVA: {
      input: "A man, a plan, a canal: Panama\n",
      output: "true\n",
      explanation:
        'After cleaning, the phrase becomes "amanaplanacanalpanama", which reads the same both ways.',
    },
    TYPESCRIPT: {
      input: "A man, a plan, a canal: Panama\n",
      output: "true\n",
      explanation:
        'After cleaning, the phrase becomes "amanaplanacanalpanama", which reads the same both ways.',
    },
    CPP: {
      input: "A man, a plan, a canal: Panama\n",
      output: "true\n",
      explanation:
        'After cleaning, the phrase becomes "amanaplanacanalpanama", which reads the same both ways.',
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  // Write your solution here.
  return false;
}

const s = require("fs").readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");
console.log(isPalindrome(s) ? "true" : "false");
`,
    PYTHON: String.raw`import sys


def is_palindrome(s: str) -> bool:
    # Write your solution here.
    return False


def main() -> None:
    s = sys.stdin.read().split("\n")[0].rstrip("\r")
    print("true" if is_palindrome(s) else "false")


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static boolean isPalindrome(String s) {
        // Write your solution here.
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine();
        if (s == null) s = "";
        System.out.println(isPalindrome(s) ? "true" : "false");
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function isPalindrome(s: string): boolean {
  // Write your solution here.
  return false;
}

const s: string = readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");
console.log(isPalindrome(s) ? "true" : "false");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

bool isPalindrome(const string& s) {
    // Write your solution here.
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    cout << (isPalindrome(s) ? "true" : "false") << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const s = require("fs").readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");

function isAlnum(c) {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function lower(c) {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

function isPalindrome(s) {
  let i = 0;
  let j = s.length - 1;
  while (i < j) {
    const a = s.charCodeAt(i);
    const b = s.charCodeAt(j);
    if (!isAlnum(a)) i++;
    else if (!isAlnum(b)) j--;
    else if (lower(a) !== lower(b)) return false;
    else {
      i++;
      j--;
    }
  }
  return true;
}

console.log(isPalindrome(s) ? "true" : "false");
`,
    PYTHON: String.raw`import sys


def is_alnum(c):
    return c.isascii() and c.isalnum()


def is_palindrome(s):
    i, j = 0, len(s) - 1
    while i < j:
        if not is_alnum(s[i]):
            i += 1
        elif not is_alnum(s[j]):
            j -= 1
        elif s[i].lower() != s[j].lower():
            return False
        else:
            i += 1
            j -= 1
    return True


def main():
    s = sys.stdin.read().split("\n")[0].rstrip("\r")
    print("true" if is_palindrome(s) else "false")


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static boolean isAlnum(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    static boolean isPalindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) {
            char a = s.charAt(i), b = s.charAt(j);
            if (!isAlnum(a)) i++;
            else if (!isAlnum(b)) j--;
            else if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            else {
                i++;
                j--;
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine();
        if (s == null) s = "";
        System.out.println(isPalindrome(s) ? "true" : "false");
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const s: string = readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

function isPalindrome(s: string): boolean {
  let i = 0;
  let j = s.length - 1;
  while (i < j) {
    const a = s.charCodeAt(i);
    const b = s.charCodeAt(j);
    if (!isAlnum(a)) i++;
    else if (!isAlnum(b)) j--;
    else if (lower(a) !== lower(b)) return false;
    else {
      i++;
      j--;
    }
  }
  return true;
}

console.log(isPalindrome(s) ? "true" : "false");
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

bool isAlnum(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool isPalindrome(const string& s) {
    int i = 0, j = (int)s.size() - 1;
    while (i < j) {
        if (!isAlnum(s[i])) i++;
        else if (!isAlnum(s[j])) j--;
        else if (lower(s[i]) != lower(s[j])) return false;
        else {
            i++;
            j--;
        }
    }
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    cout << (isPalindrome(s) ? "true" : "false") << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase("A man, a plan, a canal: Panama", false),
    makeCase("race a car", false),
    makeCase(" ", false),
    makeCase("0P", false),
    makeCase("Was it a car or a cat I saw?", true),
    makeCase(".,!?", true),
    makeCase("ab_a", true),
    makeCase("a", true),
    makeCase("No 'x' in Nixon", true),
    largeCase(31337, 40_000),
    largeCase(4242, 40_000, 40_123),
  ],
};
