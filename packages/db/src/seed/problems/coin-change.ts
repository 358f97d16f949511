import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(coins: number[], amount: number): number {
  const dp = new Array<number>(amount + 1).fill(Number.POSITIVE_INFINITY);
  dp[0] = 0;
  for (let a = 1; a <= amount; a++) {
    for (const c of coins) {
      if (c <= a && dp[a - c]! + 1 < dp[a]!) dp[a] = dp[a - c]! + 1;
    }
  }
  return dp[amount] === Number.POSITIVE_INFINITY ? -1 : dp[amount]!;
}

function makeCase(coins: number[], amount: number, hidden: boolean) {
  if (new Set(coins).size !== coins.length) throw new Error("coin-change: coin values must be distinct");
  return {
    input: `${coins.length} ${amount}\n${coins.join(" ")}\n`,
    output: `${solve(coins, amount)}\n`,
    hidden,
  };
}

/** `n` distinct random coin values in [lo, hi]. */
function randomCoins(seed: number, n: number, lo: number, hi: number): number[] {
  const rnd = makeRandom(seed);
  const coins = new Set<number>();
  while (coins.size < n) coins.add(rnd(lo, hi));
  return [...coins];
}

export const coinChange: SeedProblem = {
  slug: "coin-change",
  title: "Coin Change",
  difficulty: "MEDIUM",
  tags: ["Array", "Dynamic Programming", "Breadth-First Search"],
  companies: ["Amazon", "Google", "Uber"],
  description: `You are given \`n\` coin denominations \`coins\` and a target \`amount\`. You have an **unlimited** supply of coins of every denomination.

Find the **fewest** coins whose values add up exactly to \`amount\`. If the amount cannot be made from these coins, the answer is \`-1\`.

### Input
- The first line holds two integers: \`n\` (the number of denominations) and \`amount\`.
- The second line holds the \`n\` space-separated, distinct coin values.

### Output
Print the minimum number of coins, or \`-1\` if \`amount\` cannot be formed.`,
  constraints: `- \`1 ≤ n ≤ 12\`
- \`1 ≤ coins[i] ≤ 2^31 - 1\`
- All coin values are distinct.
- \`0 ≤ amount ≤ 10^4\` (an amount of 0 needs 0 coins)`,
  hints: `Greedily taking the largest coin fails: with coins \`1 3 4\` and amount 6, greedy uses 4 + 1 + 1 but 3 + 3 is better. Instead, compute the answer for every smaller amount first — the best way to pay \`a\` ends with some coin \`c\`, after which you must pay \`a - c\` optimally.`,
  editorial: `### Approach: bottom-up dynamic programming
Let \`dp[a]\` be the fewest coins that sum to \`a\` (infinity if impossible). Then \`dp[0] = 0\` and, for \`a ≥ 1\`,

\`dp[a] = 1 + min(dp[a - c])\` over all coins \`c ≤ a\`.

Fill \`dp\` for \`a = 1 … amount\` in increasing order, so every \`dp[a - c]\` is ready when needed. The answer is \`dp[amount]\`, or \`-1\` if it is still infinity.

Coins larger than \`amount\` are simply never used — be careful not to compute \`a - c\` in a way that overflows when \`c\` is close to \`2^31 - 1\`.

- **Time:** O(n · amount)
- **Space:** O(amount)

### Alternative: breadth-first search
Treat amounts \`0 … amount\` as graph nodes with an edge \`a → a + c\` for each coin. The answer is the length of the shortest path from 0 to \`amount\`, which BFS finds level by level.`,
  examples: {
    JAVASCRIPT: {
      input: "3 11\n1 2 5\n",
      output: "3\n",
      explanation: "11 = 5 + 5 + 1 uses three coins, and no two coins sum to 11.",
    },
    PYTHON: {
      input: "1 3\n2\n",
      output: "-1\n",
      explanation: "Only even amounts can be formed from coins of value 2.",
    },
    JAVA: {
      input: "3 11\n1 2 5\n",
      output: "3\n",
      explanation: "11 = 5 + 5 + 1 uses three coins, and no two coins sum to 11.",
    },
    TYPESCRIPT: {
      input: "3 11\n1 2 5\n",
      output: "3\n",
      explanation: "11 = 5 + 5 + 1 uses three coins, and no two coins sum to 11.",
    },
    CPP: {
      input: "3 11\n1 2 5\n",
      output: "3\n",
      explanation: "11 = 5 + 5 + 1 uses three coins, and no two coins sum to 11.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
function coinChange(coins, amount) {
  // Write your solution here.
  return -1;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const amount = data[1];
const coins = data.slice(2, n + 2);
console.log(coinChange(coins, amount));
`,
    PYTHON: `import sys


def coin_change(coins: list[int], amount: int) -> int:
    # Write your solution here.
    return -1


def main() -> None:
    data = sys.stdin.read().split()
    n, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2 : n + 2]]
    print(coin_change(coins, amount))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int coinChange(int[] coins, int amount) {
        // Write your solution here.
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        int amount = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(br.readLine());
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) coins[i] = Integer.parseInt(st.nextToken());
        System.out.println(coinChange(coins, amount));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function coinChange(coins: number[], amount: number): number {
  // Write your solution here.
  return -1;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const amount: number = data[1];
const coins: number[] = data.slice(2, n + 2);
console.log(coinChange(coins, amount));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int coinChange(const vector<int>& coins, int amount) {
    // Write your solution here.
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, amount;
    cin >> n >> amount;
    vector<int> coins(n);
    for (int& c : coins) cin >> c;
    cout << coinChange(coins, amount) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const amount = data[1];
const coins = data.slice(2, n + 2);

function coinChange(coins, amount) {
  const INF = amount + 1;
  const dp = new Int32Array(amount + 1).fill(INF);
  dp[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) {
      if (dp[a - c] + 1 < dp[a]) dp[a] = dp[a - c] + 1;
    }
  }
  return dp[amount] === INF ? -1 : dp[amount];
}

console.log(coinChange(coins, amount));
`,
    PYTHON: `import sys


def coin_change(coins, amount):
    inf = amount + 1
    dp = [0] + [inf] * amount
    for c in coins:
        for a in range(c, amount + 1):
            if dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
    return -1 if dp[amount] == inf else dp[amount]


def main():
    data = sys.stdin.read().split()
    n, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2 : n + 2]]
    print(coin_change(coins, amount))


main()
`,
    JAVA: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int coinChange(int[] coins, int amount) {
        int inf = amount + 1;
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, inf);
        dp[0] = 0;
        for (int c : coins) {
            if (c > amount) continue;
            for (int a = c; a <= amount; a++) {
                if (dp[a - c] + 1 < dp[a]) dp[a] = dp[a - c] + 1;
            }
        }
        return dp[amount] == inf ? -1 : dp[amount];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder input = new StringBuilder();
        String line;
        while ((line = br.readLine()) != null) input.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(input.toString());
        int n = Integer.parseInt(st.nextToken());
        int amount = Integer.parseInt(st.nextToken());
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) coins[i] = Integer.parseInt(st.nextToken());
        System.out.println(coinChange(coins, amount));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const amount: number = data[1];
const coins: number[] = data.slice(2, n + 2);

function coinChange(coins: number[], amount: number): number {
  const INF = amount + 1;
  const dp = new Int32Array(amount + 1).fill(INF);
  dp[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) {
      if (dp[a - c] + 1 < dp[a]) dp[a] = dp[a - c] + 1;
    }
  }
  return dp[amount] === INF ? -1 : dp[amount];
}

console.log(coinChange(coins, amount));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int coinChange(const vector<int>& coins, int amount) {
    const int inf = amount + 1;
    vector<int> dp(amount + 1, inf);
    dp[0] = 0;
    for (int c : coins) {
        if (c > amount) continue;
        for (int a = c; a <= amount; a++) {
            if (dp[a - c] + 1 < dp[a]) dp[a] = dp[a - c] + 1;
        }
    }
    return dp[amount] == inf ? -1 : dp[amount];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, amount;
    cin >> n >> amount;
    vector<int> coins(n);
    for (int& c : coins) cin >> c;
    cout << coinChange(coins, amount) << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([1, 2, 5], 11, false),
    makeCase([2], 3, false),
    makeCase([1], 0, false),
    makeCase([1, 3, 4], 6, false),
    makeCase([186, 419, 83, 408], 6249, true),
    makeCase([2_147_483_647], 10_000, true),
    makeCase([2_147_483_647, 7], 9_996, true),
    makeCase([5, 10], 10_000, true),
    makeCase([3, 7, 405, 436], 8_839, true),
    makeCase(randomCoins(2718, 12, 7, 600), 10_000, true),
    makeCase(randomCoins(1414, 12, 20, 2_000), 9_999, true),
  ],
};
