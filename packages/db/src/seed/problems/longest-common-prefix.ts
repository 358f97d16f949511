import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(words: string[]): string {
  let prefix = words[0]!;
  for (const w of words) {
    let k = 0;
    while (k < prefix.length && k < w.length && prefix[k] === w[k]) k++;
    prefix = prefix.slice(0, k);
  }
  return prefix;
}

function makeCase(words: string[], hidden: boolean) {
  return { input: `${words.length}\n${words.join("\n")}\n`, output: `${solve(words)}\n`, hidden };
}

/**
 * `n` random lowercase words of length up to 200 that all start with a shared random prefix of length
 * `shared`. The word after position `cut` is replaced by the prefix plus a letter that differs from the next
 * letter of word `cut`, so the answer is exactly the shared prefix. With `firstLetterBreak`, the last word
 * starts with a different letter and the answer is empty.
 */
function largeCase(seed: number, n: number, shared: number, firstLetterBreak = false) {
  const rnd = makeRandom(seed);
  const letter = () => String.fromCharCode(97 + rnd(0, 25));
  let prefix = "";
  for (let i = 0; i < shared; i++) prefix += letter();
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = prefix;
    const length = rnd(shared + 1, 200);
    while (w.length < length) w += letter();
    words.push(w);
  }
  const cut = rnd(0, n - 1);
  const next = words[cut]![shared]!;
  words[(cut + 1) % n] = `${prefix}${next === "a" ? "b" : "a"}`;
  if (firstLetterBreak) words[n - 1] = `${prefix[0] === "z" ? "y" : "z"}${words[n - 1]!.slice(1)}`;
  return makeCase(words, true);
}

export const longestCommonPrefix: SeedProblem = {
  slug: "longest-common-prefix",
  title: "Longest Common Prefix",
  difficulty: "EASY",
  tags: ["String", "Trie"],
  companies: ["Google", "Adobe"],
  description: `Given \`n\` words, find the longest string that is a **prefix of every word**. If the words have no common prefix, the answer is the empty string.

### Input
- The first line holds \`n\`, the number of words.
- Each of the next \`n\` lines holds one word.

### Output
Print the longest common prefix. If there is none, print an empty line.`,
  constraints: `- \`1 ≤ n ≤ 200\`
- \`1 ≤ word.length ≤ 200\`
- Words consist only of lowercase English letters \`a–z\`.`,
  hints: `The common prefix can never be longer than the first word. Start with the whole first word as the candidate and shorten it every time another word disagrees with it.`,
  editorial: `### Approach 1: horizontal scanning
Take the first word as the candidate prefix. For each other word, count how many leading characters it shares with the candidate and cut the candidate down to that length. If the candidate ever becomes empty you can stop early.

### Approach 2: vertical scanning
Compare the words column by column: for \`k = 0, 1, 2, …\` check whether every word has the same character at position \`k\`. Stop at the first column where a word ends or disagrees; the answer is the first \`k\` characters.

Both approaches look at each character at most once:
- **Time:** O(S), where S is the total number of characters
- **Space:** O(1) besides the output

A neat alternative: sort the words; the common prefix of the whole list equals the common prefix of the lexicographically smallest and largest words.`,
  examples: {
    JAVASCRIPT: {
      input: "3\nflower\nflow\nflight\n",
      output: "fl\n",
      explanation: 'All three words start with "fl", but "flower" and "flight" differ at the third letter.',
    },
    PYTHON: {
      input: "3\ndog\nracecar\ncar\n",
      output: "\n",
      explanation:
        "The words already differ at their first letter, so the common prefix is empty and an empty line is printed.",
    },
    JAVA: {
      input: "3\nflower\nflow\nflight\n",
      output: "fl\n",
      explanation: 'All three words start with "fl", but "flower" and "flight" differ at the third letter.',
    },
    TYPESCRIPT: {
      input: "3\nflower\nflow\nflight\n",
      output: "fl\n",
      explanation: 'All three words start with "fl", but "flower" and "flight" differ at the third letter.',
    },
    CPP: {
      input: "3\nflower\nflow\nflight\n",
      output: "fl\n",
      explanation: 'All three words start with "fl", but "flower" and "flight" differ at the third letter.',
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {string[]} words
 * @return {string}
 */
function longestCommonPrefix(words) {
  // Write your solution here.
  return "";
}

const tokens = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const words = tokens.slice(1, n + 1);
console.log(longestCommonPrefix(words));
`,
    PYTHON: `import sys


def longest_common_prefix(words: list[str]) -> str:
    # Write your solution here.
    return ""


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    words = tokens[1 : n + 1]
    print(longest_common_prefix(words))


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static String longestCommonPrefix(String[] words) {
        // Write your solution here.
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = br.readLine().trim();
        System.out.println(longestCommonPrefix(words));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function longestCommonPrefix(words: string[]): string {
  // Write your solution here.
  return "";
}

const tokens: string[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const n: number = Number(tokens[0]);
const words: string[] = tokens.slice(1, n + 1);
console.log(longestCommonPrefix(words));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

string longestCommonPrefix(const vector<string>& words) {
    // Write your solution here.
    return "";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> words(n);
    for (string& w : words) cin >> w;
    cout << longestCommonPrefix(words) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const tokens = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const words = tokens.slice(1, n + 1);

function longestCommonPrefix(words) {
  const first = words[0];
  for (let k = 0; k < first.length; k++) {
    for (let i = 1; i < words.length; i++) {
      if (k >= words[i].length || words[i][k] !== first[k]) return first.slice(0, k);
    }
  }
  return first;
}

console.log(longestCommonPrefix(words));
`,
    PYTHON: `import sys


def longest_common_prefix(words):
    first = words[0]
    for k, ch in enumerate(first):
        for w in words[1:]:
            if k >= len(w) or w[k] != ch:
                return first[:k]
    return first


def main():
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    words = tokens[1 : n + 1]
    print(longest_common_prefix(words))


main()
`,
    JAVA: `import java.io.*;

public class Main {
    static String longestCommonPrefix(String[] words) {
        String prefix = words[0];
        for (int i = 1; i < words.length && !prefix.isEmpty(); i++) {
            String w = words[i];
            int k = 0;
            while (k < prefix.length() && k < w.length() && prefix.charAt(k) == w.charAt(k)) k++;
            prefix = prefix.substring(0, k);
        }
        return prefix;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = br.readLine().trim();
        System.out.println(longestCommonPrefix(words));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const tokens: string[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const n: number = Number(tokens[0]);
const words: string[] = tokens.slice(1, n + 1);

function longestCommonPrefix(words: string[]): string {
  const first = words[0];
  for (let k = 0; k < first.length; k++) {
    for (let i = 1; i < words.length; i++) {
      if (k >= words[i].length || words[i][k] !== first[k]) return first.slice(0, k);
    }
  }
  return first;
}

console.log(longestCommonPrefix(words));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

string longestCommonPrefix(const vector<string>& words) {
    const string& first = words[0];
    for (size_t k = 0; k < first.size(); k++) {
        for (size_t i = 1; i < words.size(); i++) {
            if (k >= words[i].size() || words[i][k] != first[k]) return first.substr(0, k);
        }
    }
    return first;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> words(n);
    for (string& w : words) cin >> w;
    cout << longestCommonPrefix(words) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase(["flower", "flow", "flight"], false),
    makeCase(["dog", "racecar", "car"], false),
    makeCase(["a"], false),
    makeCase(["ab", "a"], false),
    makeCase(["same", "same", "same"], true),
    makeCase(["interview", "internet", "interval", "internal"], true),
    makeCase(["abc", "abd", "xbc"], true),
    largeCase(4711, 200, 120),
    largeCase(1729, 200, 150, true),
  ],
};
