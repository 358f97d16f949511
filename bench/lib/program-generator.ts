import { prng } from "../../worker/src/contests/ratings/seeded-random.ts";

/**
 * Python programs of one problem for bench:plagiarism, made from a seeded generator: each independent one is its own
 * random mix of helper functions (loops, conditions, arithmetic over the input), about 40 lines like a contest
 * solution; a copy is another program with every name changed, its functions in reverse order and comments added.
 */
/** The problem's starter code (its snippet): every program keeps it, and the report ignores it (as the job does). */
const STARTER_HEAD = `import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1:n + 1]]
    ys = []
    memo = {}
    total = 0
`;
const STARTER_TAIL = `
    print(total % 1000000007)


main()
`;
export const STARTER = `${STARTER_HEAD}    total += solve(n, xs, ys, memo)${STARTER_TAIL}`;

export function generatePrograms(total: number, copyShare: number, seed = 26) {
  const rng = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)] as T;
  const names = ["a", "b", "c", "acc", "best", "cnt", "cur", "res", "tmp", "val", "k", "m", "s", "t", "w"];
  const ops = ["+", "-", "*", "%", "//", "^", "&", "|"];
  const cmp = ["<", ">", "<=", ">=", "==", "!="];
  const expr = (vars: string[]): string => {
    const r = rng();
    if (r < 0.3) return pick(vars);
    if (r < 0.45) return String(Math.floor(rng() * 100));
    if (r < 0.55) return `len(${pick(["xs", "ys"])})`;
    return `(${expr(vars)} ${pick(ops)} ${pick(vars)})`;
  };
  const statement = (vars: string[], depth: number): string[] => {
    const pad = "    ".repeat(depth);
    const v = pick(vars);
    const nested = depth < 3;
    switch (Math.floor(rng() * (nested ? 14 : 9))) {
      case 0:
        return [`${pad}${v} = ${expr(vars)}`];
      case 1:
        return [`${pad}${pick(["xs", "ys"])}.append(${expr(vars)})`];
      case 2:
        return [`${pad}${v} = max(${expr(vars)}, ${pick(vars)})`];
      case 3:
        return [`${pad}${v} += sum(${pick(["xs", "ys"])}[:${expr(vars)} % 7])`];
      case 4:
        return [`${pad}${pick(["xs", "ys"])}.sort(reverse=${pick(["True", "False"])})`];
      case 5:
        return [
          `${pad}${v} = [${pick(vars)} * q for q in ${pick(["xs", "ys"])} if q ${pick(cmp)} ${expr(vars)}]`,
        ];
      case 6:
        return [`${pad}${v} = len(set(${pick(["xs", "ys"])})) ${pick(ops)} ${expr(vars)}`];
      case 7:
        return [`${pad}memo[${expr(vars)}] = memo.get(${pick(vars)}, 0) + ${expr(vars)}`];
      case 8:
        return [`${pad}${v}, ${pick(vars)} = ${pick(vars)}, ${expr(vars)}`];
      case 9: {
        const i = pick(["i", "j", "p", "q"]);
        return [`${pad}for ${i} in range(${expr(vars)} % 50):`, ...block([...vars, i], depth + 1, 2)];
      }
      case 10:
        return [`${pad}if ${expr(vars)} ${pick(cmp)} ${expr(vars)}:`, ...block(vars, depth + 1, 2)];
      case 11:
        return [
          `${pad}if ${pick(vars)} ${pick(cmp)} ${expr(vars)}:`,
          ...block(vars, depth + 1, 1),
          `${pad}else:`,
          ...block(vars, depth + 1, 1),
        ];
      case 12:
        return [
          `${pad}while ${v} > 0 and len(${pick(["xs", "ys"])}) < 100:`,
          `${pad}    ${v} //= 2`,
          ...block(vars, depth + 1, 1),
        ];
      default:
        return [
          `${pad}for ${pick(["u", "e"])} in ${pick(["xs", "ys"])}:`,
          ...block([...vars, "u", "e"], depth + 1, 1),
        ];
    }
  };
  const block = (vars: string[], depth: number, n: number) =>
    Array.from({ length: n + Math.floor(rng() * 2) }, () => statement(vars, depth)).flat();
  const fn = (name: string) => {
    const vars = names.filter(() => rng() < 0.4).concat(["x"]);
    return [
      `def ${name}(x, xs, ys, memo):`,
      ...vars.filter((v) => v !== "x").map((v) => `    ${v} = ${Math.floor(rng() * 10)}`),
      ...block(vars, 1, 4 + Math.floor(rng() * 4)),
      `    return ${expr(vars)}`,
    ].join("\n");
  };
  const independent = () => {
    const fns = Array.from({ length: 3 + Math.floor(rng() * 2) }, (_, i) => fn(`step${i}`));
    const calls = fns.map((_, i) => `    total += step${i}(n, xs, ys)`).join("\n");
    return {
      fns,
      main: `import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    n = int(data[0])\n    xs = [int(v) for v in data[1:n + 1]]\n    ys = []\n    total = 0\n${calls}\n    print(total % 1000000007)\n\n\nmain()\n`,
    };
  };
  const disguise = (p: { fns: string[]; main: string }) => {
    const rename = (code: string) =>
      code
        .replace(/\b(acc|best|cnt|cur|res|tmp|val)\b/g, (m) => `${m}_v`)
        .replace(/\bstep(\d)\b/g, "phase$1")
        .replace(/\bxs\b/g, "arr")
        .replace(/\bys\b/g, "out");
    const fns = [...p.fns].reverse().map((f) => `# helper\n${rename(f)}`);
    return { fns, main: `# solution\n${rename(p.main)}` };
  };
  const programs: { fns: string[]; main: string }[] = [];
  const copyOf: (number | null)[] = [];
  for (let i = 0; i < total; i++) {
    if (i > 0 && rng() < copyShare) {
      const source = Math.floor(rng() * i);
      programs.push(disguise(programs[source]!));
      copyOf.push(source);
    } else {
      programs.push(independent());
      copyOf.push(null);
    }
  }
  return programs.map((p, i) => ({
    id: `s${i}`,
    code: `${p.fns.join("\n\n\n")}\n\n\n${p.main}`,
    copyOf: copyOf[i],
  }));
}
