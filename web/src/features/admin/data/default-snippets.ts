import type { Language } from "@grindstone/shared";

/**
 * Starter templates the update form falls back on for a required language the problem has none for (spec §2.15);
 * an optional language starts empty, so it is only added on purpose.
 * Programs read stdin and print to stdout, the way the judge runs them; Java's class must be Main.
 */
export const DEFAULT_SNIPPETS: Partial<Record<Language, string>> = {
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
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String line = br.readLine();
        System.out.println(solve(line == null ? "" : line.trim()));
    }
}
`,
};
