import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(s: string): number {
  const last = new Map<string, number>();
  let best = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const prev = last.get(s[i]!);
    if (prev !== undefined && prev >= start) start = prev + 1;
    last.set(s[i]!, i);
    best = Math.max(best, i - start + 1);
  }
  return best;
}

function makeCase(s: string, hidden: boolean) {
  return { input: `${s}\n`, output: `${solve(s)}\n`, hidden };
}

/** A random string over the given alphabet that neither starts nor ends with a space. */
function randomString(seed: number, length: number, alphabet: string): string {
  const rnd = makeRandom(seed);
  let s = "";
  while (s.length < length) s += alphabet[rnd(0, alphabet.length - 1)];
  return `x${s.slice(1, -1)}y`;
}

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");

/** Long runs of distinct characters separated by repeats, so the answer comes from one wide window. */
function windowsString(seed: number, length: number): string {
  const rnd = makeRandom(seed);
  let s = "";
  while (s.length < length) {
    const width = rnd(10, 90);
    const offset = rnd(0, 93);
    // Consecutive non-space printable characters (codes 33..126), distinct because width < 94.
    for (let k = 0; k < width; k++) s += String.fromCharCode(33 + ((offset + k) % 94));
  }
  return s.slice(0, length);
}

export const longestSubstringWithoutRepeatingCharacters: SeedProblem = {
  slug: "longest-substring-without-repeating-characters",
  title: "Longest Substring Without Repeating Characters",
  difficulty: "MEDIUM",
  tags: ["Hash Table", "String", "Sliding Window"],
  companies: ["Amazon", "Bloomberg", "Google"],
  description: `Given a string \`s\`, find the length of the longest **substring** (a contiguous block of characters) in which no character occurs more than once.

### Input
A single line holding the string \`s\`. It may contain spaces and may be empty.

### Output
Print the length of the longest substring without repeating characters.`,
  constraints: `- \`0 ≤ s.length ≤ 5 · 10^4\`
- \`s\` consists of printable ASCII characters: English letters, digits, symbols and spaces.
- A space is a character like any other.`,
  hints: `Slide a window over the string and keep it free of repeats. When the next character is already inside the window, how far must the left edge jump? Storing the last index of every character answers that in O(1).`,
  editorial: `### Approach: sliding window with last-seen indices
Maintain a window \`s[start..i]\` that contains no repeated character, and a table \`last[c]\` with the most recent index of each character \`c\`.

For each position \`i\`:
1. If \`s[i]\` was seen at index \`last[s[i]] ≥ start\`, it is inside the window — move \`start\` to \`last[s[i]] + 1\`.
2. Record \`last[s[i]] = i\`.
3. Update the answer with the window length \`i - start + 1\`.

The check \`last[s[i]] ≥ start\` matters: an old occurrence to the left of the window must not drag \`start\` backwards (try \`"abba"\`: the answer is 2, not 3).

Each index enters the window once and \`start\` only moves forward:
- **Time:** O(n)
- **Space:** O(k) for the table, where k ≤ 95 is the alphabet size`,
  examples: {
    JAVASCRIPT: {
      input: "abcabcbb\n",
      output: "3\n",
      explanation: 'The answer is "abc", with length 3.',
    },
    PYTHON: {
      input: "pwwkew\n",
      output: "3\n",
      explanation: 'The answer is "wke", with length 3. "pwke" is a subsequence, not a substring.',
    },
    JAVA: {
      input: "bbbbb\n",
      output: "1\n",
      explanation: 'Every substring longer than one character repeats "b", so the answer is 1.',
    },
    TYPESCRIPT: {
      input: "abcabcbb\n",
      output: "3\n",
      explanation: 'The answer is "abc", with length 3.',
    },
    CPP: {
      input: "abcabcbb\n",
      output: "3\n",
      explanation: 'The answer is "abc", with length 3.',
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {string} s
 * @return {number}
 */
function lengthOfLongestSubstring(s) {
  // Write your solution here.
  return 0;
}

const s = require("fs").readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");
console.log(lengthOfLongestSubstring(s));
`,
    PYTHON: String.raw`import sys


def length_of_longest_substring(s: str) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    s = sys.stdin.read().split("\n")[0].rstrip("\r")
    print(length_of_longest_substring(s))


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static int lengthOfLongestSubstring(String s) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine();
        if (s == null) s = "";
        System.out.println(lengthOfLongestSubstring(s));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function lengthOfLongestSubstring(s: string): number {
  // Write your solution here.
  return 0;
}

const s: string = readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");
console.log(lengthOfLongestSubstring(s));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int lengthOfLongestSubstring(const string& s) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    cout << lengthOfLongestSubstring(s) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const s = require("fs").readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");

function lengthOfLongestSubstring(s) {
  const last = new Int32Array(128).fill(-1);
  let best = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) & 127;
    if (last[c] >= start) start = last[c] + 1;
    last[c] = i;
    if (i - start + 1 > best) best = i - start + 1;
  }
  return best;
}

console.log(lengthOfLongestSubstring(s));
`,
    PYTHON: String.raw`import sys


def length_of_longest_substring(s):
    last = {}
    best = 0
    start = 0
    for i, ch in enumerate(s):
        prev = last.get(ch, -1)
        if prev >= start:
            start = prev + 1
        last[ch] = i
        if i - start + 1 > best:
            best = i - start + 1
    return best


def main():
    s = sys.stdin.read().split("\n")[0].rstrip("\r")
    print(length_of_longest_substring(s))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int lengthOfLongestSubstring(String s) {
        int[] last = new int[128];
        Arrays.fill(last, -1);
        int best = 0, start = 0;
        for (int i = 0; i < s.length(); i++) {
            int c = s.charAt(i) & 127;
            if (last[c] >= start) start = last[c] + 1;
            last[c] = i;
            best = Math.max(best, i - start + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine();
        if (s == null) s = "";
        System.out.println(lengthOfLongestSubstring(s));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const s: string = readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");

function lengthOfLongestSubstring(s: string): number {
  const last = new Int32Array(128).fill(-1);
  let best = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) & 127;
    if (last[c] >= start) start = last[c] + 1;
    last[c] = i;
    if (i - start + 1 > best) best = i - start + 1;
  }
  return best;
}

console.log(lengthOfLongestSubstring(s));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int lengthOfLongestSubstring(const string& s) {
    vector<int> last(128, -1);
    int best = 0, start = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        int c = s[i] & 127;
        if (last[c] >= start) start = last[c] + 1;
        last[c] = i;
        best = max(best, i - start + 1);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    cout << lengthOfLongestSubstring(s) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase("abcabcbb", false),
    makeCase("bbbbb", false),
    makeCase("pwwkew", false),
    makeCase("", false),
    makeCase("a", true),
    makeCase("abba", true),
    makeCase("dvdf", true),
    makeCase("hello world, hi there", true),
    makeCase("0123456789!@#$%^&*()0", true),
    makeCase(randomString(1001, 50_000, "abcdefghijklmnopqrstuvwxyz"), true),
    makeCase(randomString(2002, 50_000, PRINTABLE), true),
    makeCase(windowsString(3003, 50_000), true),
  ],
};
