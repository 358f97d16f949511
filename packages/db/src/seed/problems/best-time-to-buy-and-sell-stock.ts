import { makeRandom } from "../random.ts";
import type { SeedProblem } from "../types.ts";

function solve(prices: number[]): number {
  let minPrice = Number.POSITIVE_INFINITY;
  let best = 0;
  for (const p of prices) {
    minPrice = Math.min(minPrice, p);
    best = Math.max(best, p - minPrice);
  }
  return best;
}

function makeCase(prices: number[], hidden: boolean) {
  return { input: `${prices.length}\n${prices.join(" ")}\n`, output: `${solve(prices)}\n`, hidden };
}

/** Independent random prices. */
function randomPrices(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  return Array.from({ length: n }, () => rnd(0, 10_000));
}

/** A bounded random walk, so the best trade spans a long stretch rather than two outliers. */
function walkPrices(seed: number, n: number): number[] {
  const rnd = makeRandom(seed);
  const prices: number[] = [];
  let p = 5_000;
  for (let i = 0; i < n; i++) {
    p = Math.min(10_000, Math.max(0, p + rnd(-60, 60)));
    prices.push(p);
  }
  return prices;
}

export const bestTimeToBuyAndSellStock: SeedProblem = {
  slug: "best-time-to-buy-and-sell-stock",
  title: "Best Time to Buy and Sell Stock",
  difficulty: "EASY",
  tags: ["Array", "Dynamic Programming"],
  companies: ["Amazon", "Bloomberg", "Goldman Sachs"],
  description: `You are given the price of a stock on each of \`n\` consecutive days: \`prices[i]\` is the price on day \`i\`.

You may complete **at most one** transaction: buy one share on some day and sell it on a **later** day. Find the maximum profit you can achieve. If no transaction makes a profit, the answer is \`0\`.

### Input
- The first line holds \`n\`, the number of days.
- The second line holds the \`n\` space-separated prices \`prices[0] … prices[n-1]\`.

### Output
Print the maximum profit.`,
  constraints: `- \`1 ≤ n ≤ 10^5\`
- \`0 ≤ prices[i] ≤ 10^4\``,
  hints: `If you sell on day \`i\`, the best day to have bought is the cheapest day **before** \`i\`. Can you keep track of that minimum while scanning once?`,
  editorial: `### Approach: track the cheapest price so far
Scan the days in order while maintaining \`minPrice\`, the lowest price seen up to and including the current day. Selling today yields \`prices[i] - minPrice\`; keep the largest such value.

Updating \`minPrice\` before computing today's profit is safe: it can only produce a profit of 0 (buy and sell the same day), which never beats the answer and matches the rule that no transaction means profit 0.

This is a tiny dynamic programme: the state after day \`i\` is (cheapest price so far, best profit so far).

- **Time:** O(n)
- **Space:** O(1)`,
  examples: {
    JAVASCRIPT: {
      input: "6\n7 1 5 3 6 4\n",
      output: "5\n",
      explanation:
        "Buy on day 1 (price 1) and sell on day 4 (price 6): profit 6 - 1 = 5. Selling on day 0 is not allowed because you must buy first.",
    },
    PYTHON: {
      input: "5\n7 6 4 3 1\n",
      output: "0\n",
      explanation: "Prices only fall, so no transaction is profitable and the answer is 0.",
    },
    JAVA: {
      input: "6\n7 1 5 3 6 4\n",
      output: "5\n",
      explanation:
        "Buy on day 1 (price 1) and sell on day 4 (price 6): profit 6 - 1 = 5. Selling on day 0 is not allowed because you must buy first.",
    },
    TYPESCRIPT: {
      input: "6\n7 1 5 3 6 4\n",
      output: "5\n",
      explanation:
        "Buy on day 1 (price 1) and sell on day 4 (price 6): profit 6 - 1 = 5. Selling on day 0 is not allowed because you must buy first.",
    },
    CPP: {
      input: "6\n7 1 5 3 6 4\n",
      output: "5\n",
      explanation:
        "Buy on day 1 (price 1) and sell on day 4 (price 6): profit 6 - 1 = 5. Selling on day 0 is not allowed because you must buy first.",
    },
  },
  codeSnippets: {
    JAVASCRIPT: String.raw`/**
 * @param {number[]} prices
 * @return {number}
 */
function maxProfit(prices) {
  // Write your solution here.
  return 0;
}

const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const prices = data.slice(1, n + 1);
console.log(maxProfit(prices));
`,
    PYTHON: `import sys


def max_profit(prices: list[int]) -> int:
    # Write your solution here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    prices = [int(x) for x in data[1 : n + 1]]
    print(max_profit(prices))


main()
`,
    JAVA: `import java.io.*;
import java.util.*;

public class Main {
    static int maxProfit(int[] prices) {
        // Write your solution here.
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] prices = new int[n];
        for (int i = 0; i < n; i++) prices[i] = Integer.parseInt(st.nextToken());
        System.out.println(maxProfit(prices));
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

function maxProfit(prices: number[]): number {
  // Write your solution here.
  return 0;
}

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];
const prices: number[] = data.slice(1, n + 1);
console.log(maxProfit(prices));
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int maxProfit(const vector<int>& prices) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> prices(n);
    for (int& x : prices) cin >> x;
    cout << maxProfit(prices) << '\n';
    return 0;
}
`,
  },
  referenceSolutions: {
    JAVASCRIPT: String.raw`const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];

let minPrice = Infinity;
let best = 0;
for (let i = 1; i <= n; i++) {
  const p = data[i];
  if (p < minPrice) minPrice = p;
  else if (p - minPrice > best) best = p - minPrice;
}
console.log(best);
`,
    PYTHON: `import sys


def max_profit(prices):
    min_price = float("inf")
    best = 0
    for p in prices:
        if p < min_price:
            min_price = p
        elif p - min_price > best:
            best = p - min_price
    return best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    prices = [int(x) for x in data[1 : n + 1]]
    print(max_profit(prices))


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
        int minPrice = Integer.MAX_VALUE, best = 0;
        for (int i = 0; i < n; i++) {
            int p = Integer.parseInt(st.nextToken());
            if (p < minPrice) minPrice = p;
            else if (p - minPrice > best) best = p - minPrice;
        }
        System.out.println(best);
    }
}
`,
    TYPESCRIPT: String.raw`import { readFileSync } from "node:fs";

const data: number[] = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n: number = data[0];

let minPrice = Number.POSITIVE_INFINITY;
let best = 0;
for (let i = 1; i <= n; i++) {
  const p = data[i];
  if (p < minPrice) minPrice = p;
  else if (p - minPrice > best) best = p - minPrice;
}
console.log(best);
`,
    CPP: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int minPrice = INT_MAX, best = 0;
    for (int i = 0; i < n; i++) {
        int p;
        cin >> p;
        if (p < minPrice) minPrice = p;
        else if (p - minPrice > best) best = p - minPrice;
    }
    cout << best << '\n';
    return 0;
}
`,
  },
  testCases: [
    makeCase([7, 1, 5, 3, 6, 4], false),
    makeCase([7, 6, 4, 3, 1], false),
    makeCase([5], false),
    makeCase([1, 2], false),
    makeCase([3, 3, 3, 3], true),
    makeCase([2, 4, 1], true),
    makeCase([3, 2, 6, 5, 0, 3], true),
    makeCase([0, 10_000], true),
    makeCase(randomPrices(99, 40_000), true),
    makeCase(walkPrices(1234, 40_000), true),
  ],
};
