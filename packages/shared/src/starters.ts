import type { Language } from "./languages.ts";

/**
 * A plain starter per language: read all of stdin, print the answer, the way the judge runs programs (Java's class
 * is Main). What a problem without its own snippets offers in the editor (an imported package's), and what the admin
 * form falls back on.
 */
export const STDIN_STARTERS: Record<Language, string> = {
  JAVASCRIPT: `const input = require("fs").readFileSync(0, "utf8").trim();

function solve(input) {
  // Write your solution here.
  return input;
}

console.log(solve(input));
`,
  PYTHON: `import sys


def solve(data: str) -> str:
    # Write your solution here.
    return data


def main() -> None:
    data = sys.stdin.read().strip()
    print(solve(data))


main()
`,
  JAVA: `import java.io.*;

public class Main {
    static String solve(String input) {
        // Write your solution here.
        return input;
    }

    public static void main(String[] args) throws IOException {
        // The whole input, as the other languages' starters read it (a problem's input is often several lines).
        String input = new String(System.in.readAllBytes()).trim();
        System.out.println(solve(input));
    }
}
`,
  TYPESCRIPT: `const input: string = require("fs").readFileSync(0, "utf8").trim();

function solve(input: string): string {
  // Write your solution here.
  return input;
}

console.log(solve(input));
`,
  CPP: `#include <bits/stdc++.h>
using namespace std;

string solve(const string& input) {
    // Write your solution here.
    return input;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // The whole input, as the other languages' starters read it, without its trailing whitespace.
    string input((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    while (!input.empty() && isspace(static_cast<unsigned char>(input.back()))) input.pop_back();
    cout << solve(input) << "\\n";
    return 0;
}
`,
};
