import { sharedExamples } from "../lib/examples.ts";
import { defaultLimitValues } from "../lib/limits.ts";
import { defaultPolicyValues } from "../lib/policy-values.ts";
import type { ProblemFormValues } from "../lib/problem-form.ts";

// The "String Problem" sample (spec §2.14). Every reference solution reads one line and prints true or false;
// the server judges all three against every test case before saving, so they must be right.
export const validPalindromeSample: ProblemFormValues = {
  title: "Valid Palindrome",
  description: `A phrase is a palindrome if, after converting all uppercase letters to lowercase and removing every non-alphanumeric character, it reads the same forward and backward.

Given a string s, print true if it is a palindrome, otherwise false.

Input: a single line holding s.
Output: true or false.`,
  difficulty: "EASY",
  tags: ["String", "Two Pointers"],
  companies: ["Meta", "Microsoft"],
  constraints: "1 <= s.length <= 2*10^5",
  hints:
    "Put one pointer at each end and move them towards each other, skipping characters that are not letters or digits.",
  editorial: `Two pointers: skip non-alphanumeric characters from both ends and compare the rest case-insensitively.
Stop at the first mismatch. Time O(n), space O(1).`,
  testcases: [
    { input: "A man, a plan, a canal: Panama", output: "true", hidden: false, pretest: false },
    { input: "race a car", output: "false", hidden: false, pretest: false },
    { input: "Was it a car or a cat I saw?", output: "true", hidden: false, pretest: false },
    { input: "0P", output: "false", hidden: true, pretest: false },
    { input: "ab_a", output: "true", hidden: true, pretest: false },
  ],
  // One example for every language (this sample used to give Python its own, "race a car": the form asks once now).
  examples: sharedExamples({
    input: "A man, a plan, a canal: Panama",
    output: "true",
    explanation: '"amanaplanacanalpanama" reads the same both ways.',
  }),
  ...defaultLimitValues(),
  policy: defaultPolicyValues(),
  inputValidators: [],
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
    PYTHON: `import sys


def is_palindrome(s: str) -> bool:
    # Write your solution here.
    return False


s = sys.stdin.read().split("\\n")[0].rstrip("\\r")
print("true" if is_palindrome(s) else "false")
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
        System.out.println(isPalindrome(s == null ? "" : s) ? "true" : "false");
    }
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`function isAlnum(c) {
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

const s = require("fs").readFileSync(0, "utf8").split("\n")[0].replace(/\r$/, "");
console.log(isPalindrome(s) ? "true" : "false");
`,
    PYTHON: `import sys


def is_alnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


def is_palindrome(s: str) -> bool:
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


s = sys.stdin.read().split("\\n")[0].rstrip("\\r")
print("true" if is_palindrome(s) else "false")
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
        System.out.println(isPalindrome(s == null ? "" : s) ? "true" : "false");
    }
}
`,
  },
};
