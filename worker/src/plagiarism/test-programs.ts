import type { Language } from "@grindstone/shared";

/**
 * The threshold's test set: one problem (read n numbers, print the length of the longest strictly increasing
 * subsequence, then how many distinct values there are) solved in each language by an "original" (binary-search
 * LIS in helper functions), its disguised copy, and two independent solutions (quadratic DP; the standard library's
 * ordered search). The copy is built the way people disguise one: functions in another order, every identifier
 * renamed, comments added.
 */
type Source = { helpers: [string, string]; main: string; renames: Record<string, string>; comment: string };

export function disguise({ helpers, main, renames, comment }: Source) {
  const rename = (code: string) =>
    Object.entries(renames).reduce(
      (acc, [from, to]) => acc.replace(new RegExp(`\\b${from}\\b`, "g"), to),
      code,
    );
  const original = [helpers[0], helpers[1], main].join("\n");
  const copy = [comment, rename(helpers[1]), `${comment} helper`, rename(helpers[0]), rename(main)].join(
    "\n",
  );
  return { original, copy };
}

const JS: Source = {
  helpers: [
    `function lowerBound(tails, size, value) {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tails[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}`,
    `function longestIncreasing(values) {
  const tails = new Array(values.length);
  let size = 0;
  for (const value of values) {
    const at = lowerBound(tails, size, value);
    tails[at] = value;
    if (at === size) size++;
  }
  return size;
}`,
  ],
  main: `const data = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);
const n = data[0];
const values = data.slice(1, n + 1);
const distinct = new Set(values).size;
console.log(longestIncreasing(values) + " " + distinct);`,
  renames: {
    lowerBound: "findSlot",
    longestIncreasing: "lisLength",
    tails: "piles",
    size: "count",
    value: "x",
    lo: "left",
    hi: "right",
    mid: "middle",
    values: "arr",
    data: "input",
    at: "pos",
    distinct: "uniq",
  },
  comment: "// solution for the LIS task",
};

const PY: Source = {
  helpers: [
    `def lower_bound(tails, size, value):
    lo, hi = 0, size
    while lo < hi:
        mid = (lo + hi) // 2
        if tails[mid] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo`,
    `def longest_increasing(values):
    tails = [0] * len(values)
    size = 0
    for value in values:
        at = lower_bound(tails, size, value)
        tails[at] = value
        if at == size:
            size += 1
    return size`,
  ],
  main: `import sys
data = sys.stdin.read().split()
n = int(data[0])
values = [int(x) for x in data[1:n + 1]]
distinct = len(set(values))
print(longest_increasing(values), distinct)`,
  renames: {
    lower_bound: "find_slot",
    longest_increasing: "lis_length",
    tails: "piles",
    size: "count",
    value: "v",
    lo: "left",
    hi: "right",
    mid: "middle",
    values: "arr",
    data: "tokens",
    at: "pos",
    distinct: "uniq",
  },
  comment: "# solution for the LIS task",
};

const JAVA: Source = {
  helpers: [
    `    static int lowerBound(int[] tails, int size, int value) {
        int lo = 0, hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (tails[mid] < value) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }`,
    `    static int longestIncreasing(int[] values) {
        int[] tails = new int[values.length];
        int size = 0;
        for (int value : values) {
            int at = lowerBound(tails, size, value);
            tails[at] = value;
            if (at == size) size++;
        }
        return size;
    }`,
  ],
  main: `    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer st = new StreamTokenizer(in);
        st.nextToken();
        int n = (int) st.nval;
        int[] values = new int[n];
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < n; i++) {
            st.nextToken();
            values[i] = (int) st.nval;
            seen.add(values[i]);
        }
        System.out.println(longestIncreasing(values) + " " + seen.size());
    }
}`,
  renames: {
    lowerBound: "findSlot",
    longestIncreasing: "lisLength",
    tails: "piles",
    size: "count",
    value: "x",
    lo: "left",
    hi: "right",
    mid: "middle",
    values: "arr",
    seen: "uniq",
    at: "pos",
    st: "tok",
  },
  comment: "    // solution for the LIS task",
};
const JAVA_HEAD = "import java.io.*;\nimport java.util.*;\n\npublic class Main {";

const CPP: Source = {
  helpers: [
    `int lowerBound(const vector<int>& tails, int size, int value) {
    int lo = 0, hi = size;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (tails[mid] < value) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}`,
    `int longestIncreasing(const vector<int>& values) {
    vector<int> tails(values.size());
    int size = 0;
    for (int value : values) {
        int at = lowerBound(tails, size, value);
        tails[at] = value;
        if (at == size) size++;
    }
    return size;
}`,
  ],
  main: `int main() {
    int n;
    scanf("%d", &n);
    vector<int> values(n);
    for (int i = 0; i < n; i++) scanf("%d", &values[i]);
    set<int> distinct(values.begin(), values.end());
    printf("%d %d\\n", longestIncreasing(values), (int)distinct.size());
    return 0;
}`,
  renames: {
    lowerBound: "findSlot",
    longestIncreasing: "lisLength",
    tails: "piles",
    size: "count",
    value: "x",
    lo: "left",
    hi: "right",
    mid: "middle",
    values: "arr",
    distinct: "uniq",
    at: "pos",
  },
  comment: "// solution for the LIS task",
};
const CPP_HEAD = "#include <bits/stdc++.h>\nusing namespace std;\n";

const TS: Source = {
  ...JS,
  helpers: [
    JS.helpers[0].replace("(tails, size, value)", "(tails: number[], size: number, value: number): number"),
    JS.helpers[1]
      .replace("(values)", "(values: number[]): number")
      .replace("new Array(values.length)", "new Array<number>(values.length)"),
  ],
};

const INDEPENDENT: Record<Language, [string, string]> = {
  JAVASCRIPT: [
    `const nums = require("fs").readFileSync(0, "utf8").split("\\n").slice(1).join(" ").trim().split(" ").map(Number);
const best = nums.map(() => 1);
let answer = 0;
for (let i = 0; i < nums.length; i++) {
  for (let j = 0; j < i; j++) if (nums[j] < nums[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
  answer = Math.max(answer, best[i]);
}
const sorted = [...nums].sort((a, b) => a - b);
let unique = 0;
sorted.forEach((x, k) => { if (k === 0 || x !== sorted[k - 1]) unique += 1; });
process.stdout.write(answer + " " + unique + "\\n");`,
    `const lines = require("fs").readFileSync("/dev/stdin").toString().split("\\n");
const a = lines[1].split(" ").filter(Boolean).map((s) => parseInt(s, 10));
const stack = [];
const counts = {};
a.forEach((v) => {
  counts[v] = (counts[v] || 0) + 1;
  const idx = stack.findIndex((t) => t >= v);
  if (idx === -1) stack.push(v);
  else stack[idx] = v;
});
console.log(\`\${stack.length} \${Object.keys(counts).length}\`);`,
  ],
  TYPESCRIPT: [
    `declare const require: (m: string) => { readFileSync(fd: number, enc: string): string };
const nums: number[] = require("fs").readFileSync(0, "utf8").split("\\n").slice(1).join(" ").trim().split(" ").map(Number);
const best: number[] = nums.map(() => 1);
let answer = 0;
for (let i = 0; i < nums.length; i++) {
  for (let j = 0; j < i; j++) if (nums[j] < nums[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
  answer = Math.max(answer, best[i]);
}
const unique: number = new Map(nums.map((x): [number, boolean] => [x, true])).size;
console.log(\`\${answer} \${unique}\`);`,
    `interface Pile { top: number }
const text: string = (globalThis as any).require("fs").readFileSync(0, "utf8");
const [head, ...rest] = text.split(/\\s+/).filter((s: string) => s.length > 0);
const items: number[] = rest.slice(0, Number(head)).map((s: string) => Number(s));
const piles: Pile[] = [];
const seen = new Set<number>();
for (const item of items) {
  seen.add(item);
  const found = piles.find((p) => p.top >= item);
  if (found) found.top = item;
  else piles.push({ top: item });
}
console.log(piles.length, seen.size);`,
  ],
  PYTHON: [
    `n = int(input())
a = list(map(int, input().split()))
dp = [1] * n
for i in range(n):
    for j in range(i):
        if a[j] < a[i]:
            dp[i] = max(dp[i], dp[j] + 1)
print(max(dp) if dp else 0, len(set(a)))`,
    `import sys
from bisect import bisect_left

def main():
    it = iter(sys.stdin.buffer.read().split())
    count = int(next(it))
    seq = [int(next(it)) for _ in range(count)]
    piles = []
    for x in seq:
        k = bisect_left(piles, x)
        if k == len(piles):
            piles.append(x)
        else:
            piles[k] = x
    sys.stdout.write("%d %d\\n" % (len(piles), len(frozenset(seq))))

main()`,
  ],
  JAVA: [
    `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        long[] a = new long[n];
        for (int i = 0; i < n; ++i) a[i] = sc.nextLong();
        int[] dp = new int[n];
        int best = 0;
        for (int i = 0; i < n; ++i) {
            dp[i] = 1;
            for (int j = 0; j < i; ++j) {
                if (a[j] < a[i]) dp[i] = Math.max(dp[i], dp[j] + 1);
            }
            best = Math.max(best, dp[i]);
        }
        long distinct = Arrays.stream(a).distinct().count();
        System.out.println(best + " " + distinct);
    }
}`,
    `import java.util.*;
import java.util.stream.*;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int total = scanner.nextInt();
        TreeSet<Integer> ends = new TreeSet<>();
        List<Integer> all = new ArrayList<>();
        while (total-- > 0) {
            int x = scanner.nextInt();
            all.add(x);
            Integer ceiling = ends.ceiling(x);
            if (ceiling != null) ends.remove(ceiling);
            ends.add(x);
        }
        Set<Integer> uniq = all.stream().collect(Collectors.toSet());
        System.out.printf("%d %d%n", ends.size(), uniq.size());
    }
}`,
  ],
  CPP: [
    `#include <iostream>
#include <vector>
#include <algorithm>
int main() {
    std::ios::sync_with_stdio(false);
    int n;
    std::cin >> n;
    std::vector<long long> a(n);
    for (auto& x : a) std::cin >> x;
    std::vector<int> dp(n, 1);
    int best = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < i; ++j)
            if (a[j] < a[i]) dp[i] = std::max(dp[i], dp[j] + 1);
        best = std::max(best, dp[i]);
    }
    std::sort(a.begin(), a.end());
    long long distinct = std::unique(a.begin(), a.end()) - a.begin();
    std::cout << best << ' ' << distinct << std::endl;
}`,
    `#include <bits/stdc++.h>
using namespace std;
int main() {
    int total;
    cin >> total;
    vector<int> piles;
    unordered_set<int> seen;
    while (total--) {
        int x;
        cin >> x;
        seen.insert(x);
        auto it = lower_bound(piles.begin(), piles.end(), x);
        if (it == piles.end()) piles.push_back(x);
        else *it = x;
    }
    cout << piles.size() << " " << seen.size() << "\\n";
}`,
  ],
};

function wrap(language: Language, code: { original: string; copy: string }) {
  if (language === "JAVA")
    return { original: `${JAVA_HEAD}\n${code.original}`, copy: `${JAVA_HEAD}\n${code.copy}` };
  if (language === "CPP")
    return { original: `${CPP_HEAD}\n${code.original}`, copy: `${CPP_HEAD}\n${code.copy}` };
  return code;
}

const SOURCES: Record<Language, Source> = { JAVASCRIPT: JS, TYPESCRIPT: TS, PYTHON: PY, JAVA, CPP };

/** Per language: the original, its disguised copy and two independent solutions. */
export function testPrograms(language: Language) {
  const { original, copy } = wrap(language, disguise(SOURCES[language]));
  const [independentA, independentB] = INDEPENDENT[language];
  return { original, copy, independentA, independentB };
}
